// The event streams on /metrics, on the real broker: events published, handled (one after a retry)
// and a poison message dead-lettered show up as counters, the handler time as a histogram, and the
// consumer lag, read from the broker on scrape, is the backlog while the handler is held and 0
// after. The body is parsed as Prometheus text format by a parser that is not prom-client.
import { createEventEnvelope } from '@scoreline/contracts';
import { createServiceApp, operatorAppOf } from '@scoreline/service-kit';
import type { Express } from 'express';
import type { Producer } from 'kafkajs';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import pino from 'pino';
import { type Histogram, Registry } from 'prom-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEventBus,
  type EventBus,
  type EventSubscription,
  kafkaBrokersFromEnv,
  STREAM_METRIC_NAMES,
} from '../src/index.ts';
import { rawProducer, stopAndCleanUp, testNamespace } from './support/kafka.ts';

const silent = pino({ level: 'silent' });
const GROUP = 'prediction.access';
const TOPIC = 'payment.completed';

async function scrape(app: Express): Promise<ParsedFamily[]> {
  // /metrics is served by the operator app (its own listener), never by the public one.
  const response = await request(operatorAppOf(app)).get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(response.text);
}

/** The value of one series (labels matched as a subset), summed when several match. */
function value(families: ParsedFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`${name} is not on /metrics`);
  return family.metrics
    .filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((sum, m) => sum + Number(m.value ?? m.count ?? 0), 0);
}

describe('event stream metrics on /metrics', () => {
  const registry = new Registry();
  let bus: EventBus | undefined;
  let producer: Producer | undefined;
  let subscription: EventSubscription | undefined;
  let app: Express;

  beforeAll(async () => {
    bus = createEventBus({
      clientId: 'events-metrics-test',
      brokers: kafkaBrokersFromEnv(),
      namespace: testNamespace(),
      topics: [TOPIC],
      logger: silent,
      metricsRegistry: registry,
    });
    await bus.start();
    producer = await rawProducer(bus);
    // the same app factory every service uses, serving the bus's registry beside its own
    app = createServiceApp({
      name: 'events-test',
      logger: silent,
      mount: () => undefined,
      defaultMetrics: false,
      metricsRegistries: [registry],
    });
  });

  afterAll(async () => {
    await subscription?.stop();
    await producer?.disconnect();
    await stopAndCleanUp(bus);
  });

  it('counts produced, handled, retried and dead-lettered events and reports the lag per partition', async () => {
    if (!bus || !producer) throw new Error('bus not started');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handled: number[] = [];
    subscription = await bus.subscribe({
      groupId: GROUP,
      topics: [TOPIC],
      retry: { attempts: 3, initialDelayMs: 10, maxDelayMs: 10 },
      handler: async (event) => {
        if (event.data.gameweek === 1) await held; // the backlog builds up behind it
        if (event.data.gameweek === 2 && event.attempt === 1) throw new Error('flaky once');
        handled.push(event.data.gameweek);
      },
    });

    // One key, so one partition: everything queues behind the held first event.
    const key = 'a'.repeat(64);
    await bus.publishMany(
      TOPIC,
      [1, 2, 3, 4].map((gameweek) => ({ data: { token_hash: key, season: '2025-26', gameweek } })),
    );
    const wrongShape = createEventEnvelope(
      TOPIC,
      { token_hash: key, season: '2025-26', gameweek: 5 },
      { correlationId: 'req-poison' },
    );
    await producer.send({
      topic: bus.topicName(TOPIC),
      messages: [
        { key, value: JSON.stringify({ ...wrongShape, data: { ...wrongShape.data, gameweek: 39 } }) },
      ],
    });

    // While held, nothing is committed: the lag is the whole backlog, on one partition.
    await expect
      .poll(async () =>
        value(await scrape(app), STREAM_METRIC_NAMES.consumerLag, { group: GROUP, topic: TOPIC }),
      )
      .toBe(5);
    const whileHeld = await scrape(app);
    const lagSeries = whileHeld.find((f) => f.name === STREAM_METRIC_NAMES.consumerLag)?.metrics ?? [];
    expect(lagSeries.map((m) => m.labels?.partition).sort()).toEqual(['0', '1', '2']);
    expect(lagSeries.filter((m) => Number(m.value) > 0)).toHaveLength(1);
    expect(value(whileHeld, STREAM_METRIC_NAMES.produced, { topic: TOPIC })).toBe(4);

    release();
    await expect.poll(() => handled.length).toBe(4);
    await expect
      .poll(async () => value(await scrape(app), STREAM_METRIC_NAMES.consumerLag, { group: GROUP }))
      .toBe(0);

    const families = await scrape(app);
    expect(handled).toEqual([1, 2, 3, 4]);
    expect(value(families, STREAM_METRIC_NAMES.produced, { topic: TOPIC })).toBe(4);
    expect(
      value(families, STREAM_METRIC_NAMES.consumed, { topic: TOPIC, group: GROUP, outcome: 'handled' }),
    ).toBe(4);
    expect(
      value(families, STREAM_METRIC_NAMES.consumed, { topic: TOPIC, group: GROUP, outcome: 'dead_lettered' }),
    ).toBe(1);
    expect(
      value(families, STREAM_METRIC_NAMES.deadLettered, { topic: TOPIC, group: GROUP, reason: 'poison' }),
    ).toBe(1);
    expect(value(families, STREAM_METRIC_NAMES.deadLettered, { reason: 'handler_failed' })).toBe(0);
    expect(value(families, STREAM_METRIC_NAMES.retries, { topic: TOPIC, group: GROUP })).toBe(1);
    const duration = families.find((f) => f.name === STREAM_METRIC_NAMES.handlerDuration);
    expect(duration?.type).toBe('HISTOGRAM');
    // parse-prometheus-text-format folds a labelled histogram's series into one (it keeps only the
    // last bucket map), so the attempt counts per outcome come from prom-client's JSON of the same registry.
    const histogram = registry.getSingleMetric(STREAM_METRIC_NAMES.handlerDuration) as Histogram | undefined;
    const values = (await histogram?.get())?.values ?? [];
    const attempts = (outcome: string) =>
      values.find(
        (v) =>
          v.metricName === `${STREAM_METRIC_NAMES.handlerDuration}_count` &&
          v.labels.outcome === outcome &&
          v.labels.topic === TOPIC,
      )?.value;
    expect(attempts('success')).toBe(4);
    expect(attempts('failure')).toBe(1);
    expect(value(families, STREAM_METRIC_NAMES.lagCollectErrors)).toBe(0);
    // the app's own HTTP metrics are still served beside the streams'
    expect(families.find((f) => f.name === 'http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  });
});
