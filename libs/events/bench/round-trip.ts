// npm run bench: publish → handler latency through a consumer group on the real broker, one
// event at a time, then the throughput of a 1,000-event batch. Measured here, never asserted
// in tests (docs/engineering.md). Topics and groups live under a random namespace and are
// deleted afterwards.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createEventBus, kafkaBrokersFromEnv } from '../src/index.ts';

const SEQUENTIAL = 200;
const BATCH = 1000;
const namespace = `bench-${randomUUID().slice(0, 8)}.`;
const bus = createEventBus({
  clientId: 'events-bench',
  brokers: kafkaBrokersFromEnv(),
  namespace,
  topics: ['fixtures.refreshed'],
  logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }),
});

const data = {
  season: '2025-26',
  source: 'openfootball',
  total: 380,
  processed: 380,
  updated: 1,
  skipped: 0,
} as const;
const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

await bus.start();
try {
  const arrived = new Map<string, number>();
  let wake: (() => void) | undefined;
  const subscription = await bus.subscribe({
    groupId: 'bench',
    topics: ['fixtures.refreshed'],
    handler: async (event) => {
      arrived.set(event.envelope.id, performance.now());
      wake?.();
    },
  });

  const latencies: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const sentAt = performance.now();
    const received = new Promise<void>((resolve) => (wake = resolve));
    const envelope = await bus.publish('fixtures.refreshed', { data, correlationId: `bench-${i}` });
    await received;
    latencies.push((arrived.get(envelope.id) ?? NaN) - sentAt);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `round trip (publish → handler, ${SEQUENTIAL} sequential events): p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
  );

  arrived.clear();
  const started = performance.now();
  await bus.publishMany(
    'fixtures.refreshed',
    Array.from({ length: BATCH }, (_, i) => ({ data, correlationId: `bench-batch-${i}` })),
  );
  const published = performance.now();
  while (arrived.size < BATCH) await new Promise((resolve) => setTimeout(resolve, 5));
  const handled = performance.now();
  console.log(
    `batch of ${BATCH}: published in ${(published - started).toFixed(0)} ms, all handled (one commit each) after ${(handled - started).toFixed(0)} ms = ${Math.round((BATCH * 1000) / (handled - started))} events/s`,
  );
  await subscription.stop();
} finally {
  await bus.stop();
  const admin = bus.kafka.admin();
  await admin.connect();
  const groups = (await admin.listGroups()).groups
    .map((g) => g.groupId)
    .filter((id) => id.startsWith(namespace));
  if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
}
