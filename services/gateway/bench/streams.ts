// npm run bench:streams -w @scoreline/gateway (also part of the gateway's npm run bench): how long
// the Event Streams API takes on the real broker (npm run infra:up), through the gateway app with
// supertest. Prints; asserts nothing.
//
// A fresh namespace with every registry topic, 200 events published on payment.completed and one
// consumer group that dead-letters every tenth (20 letters); then, each timed from request to answer:
//   1. the first GET /api/streams (connects, creates the topics, reads the .dlq topics),
//   2. the median and worst of 20 warm GET /api/streams (what each 5 s poll of the section costs),
//   3. the median of 5 POST .../replay (republish + replay record, read up to the broker's end first).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import request from 'supertest';
import { eventStreamsResponseSchema, eventTopicNames } from '@scoreline/contracts';
import { createEventBus, createStreamInspector, kafkaBrokersFromEnv } from '@scoreline/events';
import { createAdminPasswordBudget, createLogger, DEV_ADMIN_PASSWORD_HASH, DEV_JWT_SECRET, issueAdminToken } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';

const logger = createLogger({ name: 'bench-streams', level: 'silent' });
const namespace = `bench-streams-${randomUUID().slice(0, 8)}.`;
const brokers = kafkaBrokersFromEnv();
const auth = { JWT_SECRET: DEV_JWT_SECRET, ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };
const bearer = `Bearer ${issueAdminToken(auth, 600)}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const timed = async <R>(work: () => Promise<R>): Promise<[R, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const bus = createEventBus({ clientId: 'bench-streams', brokers, namespace, logger });
await bus.start();
const streams = createStreamInspector({ brokers, namespace, logger });
const app = createApp({
  logger,
  checks: {},
  auth,
  passwordBudget: createAdminPasswordBudget(),
  defaultMetrics: false,
  streams,
  edge: { corsOrigins: [], rateLimitPerMinute: 100_000, adminTokenTtlSeconds: 600 },
});
try {
  let seen = 0;
  const subscription = await bus.subscribe({
    groupId: 'bench.access',
    topics: ['payment.completed'],
    retry: { attempts: 1 },
    handler: async (event) => {
      seen += 1;
      if (event.data.gameweek === 10) throw new Error('rejected for the bench');
    },
  });
  await bus.publishMany(
    'payment.completed',
    Array.from({ length: 200 }, (_, i) => ({ data: { token_hash: (i.toString(16).padStart(2, '0') + 'a').repeat(64).slice(0, 64), season: '2025-26', gameweek: (i % 10) + 1 } })),
  );
  while (seen < 200) await new Promise((resolve) => setTimeout(resolve, 100));

  const [first, firstMs] = await timed(() => request(app).get('/api/streams').set('Authorization', bearer));
  let overview = eventStreamsResponseSchema.parse(first.body);
  for (let i = 0; i < 100 && overview.dlq_depth_total < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    overview = eventStreamsResponseSchema.parse((await request(app).get('/api/streams').set('Authorization', bearer)).body);
  }
  const warm: number[] = [];
  for (let i = 0; i < 20; i += 1) warm.push((await timed(() => request(app).get('/api/streams').set('Authorization', bearer)))[1]);
  const letters = overview.topics.find((t) => t.topic === 'payment.completed')?.dead_letters ?? [];
  const replays: number[] = [];
  for (const letter of letters) {
    const [answer, ms] = await timed(() => request(app).post(`/api/streams/payment.completed/dead-letters/${letter.id}/replay`).set('Authorization', bearer));
    if (answer.status !== 200) throw new Error(`replay answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    replays.push(ms);
  }
  console.log(`event streams API, ${eventTopicNames.length} topics, 200 events and ${overview.dlq_depth_total} dead letters on payment.completed, load average ${loadavg()[0]?.toFixed(1)}:`);
  console.log(`  first GET /api/streams (connect, topics, read the .dlq topics): ${firstMs.toFixed(0)} ms`);
  console.log(`  warm GET /api/streams, 20 calls: median ${median(warm).toFixed(0)} ms, worst ${Math.max(...warm).toFixed(0)} ms`);
  console.log(`  POST .../replay, ${replays.length} calls: median ${median(replays).toFixed(0)} ms`);
  await subscription.stop();
} finally {
  await streams.stop();
  await bus.stop();
  const admin = bus.kafka.admin();
  await admin.connect();
  const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.startsWith(namespace));
  if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
  const topics = (await admin.listTopics()).filter((t) => t.startsWith(namespace));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
}
