// `npm start` runs every service inside the gateway: their buses (created without a registry of
// their own, as service-host does) all count on @scoreline/events' process registry, and the
// gateway's one /metrics serves it beside its HTTP metrics. Two buses stand in for two embedded
// services here, on the real broker under a test namespace.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventBus,
  deleteTopics,
  type EventBus,
  kafkaBrokersFromEnv,
  STREAM_METRIC_NAMES,
} from '@scoreline/events';
import { requireKafka, silentLogger, testNames, waitUntil } from '@scoreline/test-support';
import { operatorAppOf } from '@scoreline/service-kit';
import { createApp } from '../src/app.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

const TOPIC = 'payment.completed';
const { namespace } = testNames('gateway', 'gateway-metrics');
const buses: EventBus[] = [];

/** The sample lines of one metric carrying all these labels (label order is the exporter's). */
function samples(text: string, name: string, labels: Record<string, string>): number[] {
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)),
    )
    .map((line) => Number(line.slice(line.lastIndexOf(' ') + 1)));
}

beforeAll(async () => {
  await requireKafka();
  for (const clientId of ['payment-embedded', 'prediction-embedded']) {
    const bus = createEventBus({
      clientId,
      brokers: kafkaBrokersFromEnv(),
      namespace,
      topics: [TOPIC],
      logger: silentLogger,
    });
    await bus.start();
    buses.push(bus);
  }
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  const [first] = buses;
  if (!first) return;
  const admin = first.kafka.admin();
  await admin.connect();
  await deleteTopics(admin, [first.topicName(TOPIC), `${first.topicName(TOPIC)}.dlq`]).catch(() => undefined);
  await admin.disconnect();
});

describe('gateway /metrics: the event streams of the services in its process', () => {
  it('counts what each embedded service produced and consumed, with each group lag', async () => {
    const [payment, prediction] = buses;
    if (!payment || !prediction) throw new Error('buses not started');
    const handled = { access: 0, audit: 0 };
    await prediction.subscribe({
      groupId: 'prediction.access',
      topics: [TOPIC],
      handler: async () => void (handled.access += 1),
    });
    await payment.subscribe({
      groupId: 'payment.audit',
      topics: [TOPIC],
      handler: async () => void (handled.audit += 1),
    });
    await payment.publish(TOPIC, { data: { token_hash: 'b'.repeat(64), season: '2025-26', gameweek: 7 } });
    await waitUntil(
      () => handled.access === 1 && handled.audit === 1,
      30_000,
      'both groups handled the event',
    );

    const app = createApp(gatewayDeps());
    await request(app).get('/health').expect(200);
    const text = (await request(operatorAppOf(app)).get('/metrics').expect(200)).text;
    expect(samples(text, STREAM_METRIC_NAMES.produced, { topic: TOPIC })).toEqual([1]);
    for (const group of ['prediction.access', 'payment.audit']) {
      expect(
        samples(text, STREAM_METRIC_NAMES.consumed, { topic: TOPIC, group, outcome: 'handled' }),
      ).toEqual([1]);
      // one series per partition of the topic (3), read from the broker on this scrape
      expect(samples(text, STREAM_METRIC_NAMES.consumerLag, { topic: TOPIC, group })).toHaveLength(3);
    }
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{/m);
  });
});
