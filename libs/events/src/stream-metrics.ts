// Prometheus metrics of the event streams, for operators: what each process produced and consumed
// per topic, how long handlers took, retries, dead letters, and consumer lag per group and
// partition. They live on one Registry per process (`eventStreamRegistry` unless a bus is given its
// own), shared by every bus in it: in `npm start` the gateway hosts all services' buses, and its
// one /metrics serves them all (service-kit's `metricsRegistries`). Topic and group labels are the
// logical names, without the bus namespace, so dashboards read the same in every environment.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Admin } from 'kafkajs';
import { withTimeout } from './health.ts';
import { offsetLookupsOf, type OffsetLookups } from './offset-lookups.ts';

/** The process's registry of stream metrics; a bus created without `metricsRegistry` uses it. */
export const eventStreamRegistry = new Registry();

/** Metric names, the one definition dashboards and deploy checks refer to. */
export const STREAM_METRIC_NAMES = {
  produced: 'scoreline_events_produced_total',
  consumed: 'scoreline_events_consumed_total',
  handlerDuration: 'scoreline_event_handler_duration_seconds',
  retries: 'scoreline_event_handler_retries_total',
  deadLettered: 'scoreline_events_dead_lettered_total',
  consumerLag: 'scoreline_event_consumer_lag',
  lagCollectErrors: 'scoreline_event_consumer_lag_collect_errors_total',
  /** Letters on <topic>.dlq not replayed yet (stream-inspector.ts, the gateway's /metrics). */
  deadLetterDepth: 'scoreline_dead_letter_depth',
} as const;

/** One consumer group a bus has joined, whose lag the registry reports on scrape. */
export interface LagSource {
  /** Broker-side group id and topic names (with the namespace). */
  physicalGroupId: string;
  physicalTopics: readonly string[];
  /** Labels: the logical names. */
  groupId: string;
  logicalTopic: (physicalTopic: string) => string;
  admin: () => Admin | undefined;
}

export interface StreamMetrics {
  produced: Counter<'topic'>;
  /** outcome: handled | dead_lettered (poison or out of attempts). */
  consumed: Counter<'topic' | 'group' | 'outcome'>;
  /** One observation per handler attempt; outcome: success | failure. */
  handlerDuration: Histogram<'topic' | 'group' | 'outcome'>;
  retries: Counter<'topic' | 'group'>;
  /** reason: poison | handler_failed (the dead-letter record's reason). */
  deadLettered: Counter<'topic' | 'group' | 'reason'>;
  /** Adds a group to the lag gauge; the returned function removes it (subscription stopped). */
  trackLag(source: LagSource): () => void;
}

/** How long a scrape waits for the broker's offsets before leaving the lag out of that scrape. */
export const LAG_COLLECT_TIMEOUT_MS = 2000;

const byRegistry = new WeakMap<Registry, StreamMetrics>();

/** The stream metrics of a registry, created on first use (every bus on it shares them). */
export function streamMetricsFor(registry: Registry = eventStreamRegistry): StreamMetrics {
  const existing = byRegistry.get(registry);
  if (existing) return existing;
  const sources = new Set<LagSource>();
  const lagCollectErrors = new Counter({
    name: STREAM_METRIC_NAMES.lagCollectErrors,
    help: 'Scrapes whose consumer-lag lookup failed or timed out (the lag is missing from that scrape)',
    registers: [registry],
  });
  const metrics: StreamMetrics = {
    produced: new Counter({
      name: STREAM_METRIC_NAMES.produced,
      help: 'Events published, per logical topic',
      labelNames: ['topic'] as const,
      registers: [registry],
    }),
    consumed: new Counter({
      name: STREAM_METRIC_NAMES.consumed,
      help: 'Events a consumer group finished with, per topic and outcome (handled or dead_lettered)',
      labelNames: ['topic', 'group', 'outcome'] as const,
      registers: [registry],
    }),
    handlerDuration: new Histogram({
      name: STREAM_METRIC_NAMES.handlerDuration,
      help: 'Event handler run time per attempt, per topic, group and outcome',
      labelNames: ['topic', 'group', 'outcome'] as const,
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    retries: new Counter({
      name: STREAM_METRIC_NAMES.retries,
      help: 'Handler attempts that failed and were retried, per topic and group',
      labelNames: ['topic', 'group'] as const,
      registers: [registry],
    }),
    deadLettered: new Counter({
      name: STREAM_METRIC_NAMES.deadLettered,
      help: 'Events sent to <topic>.dlq, per topic, group and reason (poison or handler_failed)',
      labelNames: ['topic', 'group', 'reason'] as const,
      registers: [registry],
    }),
    trackLag(source) {
      sources.add(source);
      return () => sources.delete(source);
    },
  };
  new Gauge({
    name: STREAM_METRIC_NAMES.consumerLag,
    help: 'Messages not yet committed by a consumer group, per topic and partition (read from the broker on scrape)',
    labelNames: ['group', 'topic', 'partition'] as const,
    registers: [registry],
    // prom-client awaits this on every scrape: the lag is always the broker's current figure.
    async collect() {
      this.reset();
      await Promise.all(
        [...sources].map(async (source) => {
          const admin = source.admin();
          if (!admin) return;
          try {
            const rows = await withTimeout(lagOf(offsetLookupsOf(admin), source), LAG_COLLECT_TIMEOUT_MS, 'Kafka offsets');
            for (const row of rows)
              this.set(
                { group: source.groupId, topic: row.topic, partition: String(row.partition) },
                row.lag,
              );
          } catch {
            lagCollectErrors.inc();
          }
        }),
      );
    },
  });
  byRegistry.set(registry, metrics);
  return metrics;
}

/** Lag per partition: the partition's end offset minus the group's committed offset (or its start when none). */
async function lagOf(
  lookups: OffsetLookups,
  source: LagSource,
): Promise<{ topic: string; partition: number; lag: number }[]> {
  const [committed, ends] = await Promise.all([
    lookups.fetchOffsets({ groupId: source.physicalGroupId, topics: [...source.physicalTopics] }),
    Promise.all(
      source.physicalTopics.map(async (topic) => ({
        topic,
        partitions: await lookups.fetchTopicOffsets(topic),
      })),
    ),
  ]);
  const rows: { topic: string; partition: number; lag: number }[] = [];
  for (const { topic, partitions } of ends) {
    const group = committed.find((c) => c.topic === topic)?.partitions ?? [];
    for (const p of partitions) {
      const offset = Number(group.find((g) => g.partition === p.partition)?.offset ?? '-1');
      const start = offset >= 0 ? offset : Number(p.low);
      rows.push({
        topic: source.logicalTopic(topic),
        partition: p.partition,
        lag: Math.max(0, Number(p.high) - start),
      });
    }
  }
  return rows;
}
