// The operators' view of the event streams (docs/engineering.md, "Event streams"): per topic
// throughput over the last minute, consumer lag per group and partition, the dead letters with
// their depth, and the replay of one letter. Every figure comes from Kafka itself (topic and group
// offsets, the `<topic>.dlq` topics, the replay record topic), never from one process's counters,
// so the gateway answers the same in `npm start` and when every service runs as its own process. It
// connects on first use (stream-connection.ts), so a gateway starts while Kafka is down.
import {
  DEAD_LETTERS_LISTED,
  type DeadLetterReplay,
  deadLetterTopicOf,
  type DeadLettersPage,
  type EventStreamsResponse,
  type EventTopic,
  eventTopicNames,
  STREAM_WINDOW_SECONDS,
  type StreamTopic,
} from '@scoreline/contracts';
import { Kafka, logLevel } from 'kafkajs';
import type { Logger } from 'pino';
import { Counter, Gauge, Registry } from 'prom-client';
import { deadLetterDepth } from './dead-letter-depth.ts';
import { type ReplayRequest, sendReplay } from './dead-letter-replay.ts';
import { withTimeout } from './health.ts';
import { pinoLogCreator } from './kafka-log.ts';
import { createStreamConnection, type StreamParts } from './stream-connection.ts';
import { groupsOf, summaryOf, throughputOf } from './stream-figures.ts';
import { LAG_COLLECT_TIMEOUT_MS, STREAM_METRIC_NAMES } from './stream-metrics.ts';

export { HEADER_REPLAY_OF, type ReplayRequest } from './dead-letter-replay.ts';
export { STREAMS_TIMEOUT_MS } from './stream-connection.ts';

export interface StreamInspectorOptions {
  brokers: readonly string[];
  /** The instance's EVENTS_NAMESPACE: only its topics and groups are shown. */
  namespace?: string;
  logger: Logger;
  clientId?: string;
  topics?: readonly EventTopic[];
  /** Time source (tests); default Date.now. */
  now?: () => number;
}

export type ReplayOutcome =
  | { outcome: 'replayed'; replay: DeadLetterReplay }
  | { outcome: 'not_found' }
  | { outcome: 'already_replayed'; replay: DeadLetterReplay }
  /** Another request of this process is replaying it right now. */
  | { outcome: 'in_progress' };

export interface StreamInspector {
  overview(): Promise<EventStreamsResponse>;
  /**
   * A page of `topic`'s kept dead letters, newest first: up to `limit` after the letter `before`
   * (from the newest without it); null when `before` is not among them.
   */
  deadLetters(topic: EventTopic, page: { before?: string; limit: number }): Promise<DeadLettersPage | null>;
  /** DLQ depth per logical topic (the gauge and the overview's `dlq_depth`). */
  depths(): Promise<Map<EventTopic, number>>;
  replay(request: ReplayRequest): Promise<ReplayOutcome>;
  /** Holds scoreline_dead_letter_depth; the gateway's /metrics serves it. */
  readonly registry: Registry;
  stop(): Promise<void>;
}

export function createStreamInspector(options: StreamInspectorOptions): StreamInspector {
  const namespace = options.namespace ?? '';
  const topics = options.topics ?? eventTopicNames;
  const now = options.now ?? Date.now;
  const logger = options.logger.child({ component: 'event-streams' });
  const kafka = new Kafka({
    clientId: options.clientId ?? 'gateway-event-streams',
    brokers: [...options.brokers],
    logLevel: logLevel.INFO,
    logCreator: pinoLogCreator(logger),
    connectionTimeout: 3000,
    retry: { initialRetryTime: 300, maxRetryTime: 2000, retries: 4 },
  });
  const connection = createStreamConnection({ kafka, brokers: options.brokers, namespace, topics, logger });
  const inFlight = new Set<string>();

  const depthsOf = async (parts: StreamParts): Promise<Map<EventTopic, number>> => {
    await connection.caughtUp(parts);
    const result = new Map<EventTopic, number>();
    await Promise.all(
      topics.map(async (topic) => {
        const offsets = await parts.lookups.fetchTopicOffsets(deadLetterTopicOf(`${namespace}${topic}`));
        const ranges = offsets.map((p) => ({ partition: p.partition, low: Number(p.low), high: Number(p.high) }));
        result.set(topic, deadLetterDepth(ranges, parts.log.replayed(topic)));
      }),
    );
    return result;
  };

  const overviewOf = async (parts: StreamParts): Promise<EventStreamsResponse> => {
    const at = now();
    const [depths, perTopic, groups] = await Promise.all([
      depthsOf(parts),
      Promise.all(topics.map((topic) => throughputOf(parts.lookups, topic, namespace, at))),
      groupsOf(parts.lookups, topics, namespace),
    ]);
    const listed: StreamTopic[] = perTopic.map((figures) => ({
      ...figures,
      dlq_depth: depths.get(figures.topic as EventTopic) ?? 0,
      dead_letters: parts.log
        .letters(figures.topic as EventTopic)
        .slice(0, DEAD_LETTERS_LISTED)
        .map((letter) => summaryOf(letter, parts.log, namespace)),
    }));
    return {
      generated_at: new Date(at).toISOString(),
      window_seconds: STREAM_WINDOW_SECONDS,
      topics: listed,
      groups,
      dlq_depth_total: [...depths.values()].reduce((sum, depth) => sum + depth, 0),
    };
  };

  const pageOf = (parts: StreamParts, topic: EventTopic, page: { before?: string; limit: number }): DeadLettersPage | null => {
    const letters = parts.log.letters(topic);
    const start = page.before === undefined ? 0 : letters.findIndex((letter) => letter.id === page.before) + 1;
    if (start === 0 && page.before !== undefined) return null;
    const listed = letters.slice(start, start + page.limit);
    const last = listed.at(-1);
    return {
      topic,
      dead_letters: listed.map((letter) => summaryOf(letter, parts.log, namespace)),
      next_before: last && start + listed.length < letters.length ? last.id : null,
      total: letters.length,
    };
  };

  const replayOf = async (parts: StreamParts, request: ReplayRequest): Promise<ReplayOutcome> => {
    // Another process may have replayed it: read the replay record up to its end first.
    await connection.caughtUp(parts);
    const letter = parts.log.find(request.topic, request.id);
    if (!letter) return { outcome: 'not_found' };
    const earlier = parts.log.replayOf(request.topic, request.id);
    if (earlier) return { outcome: 'already_replayed', replay: earlier };
    const key = `${request.topic}/${request.id}`;
    if (inFlight.has(key)) return { outcome: 'in_progress' };
    inFlight.add(key);
    try {
      const replay = await sendReplay(letter, request, { producer: parts.producer, log: parts.log, namespace, now, logger });
      return { outcome: 'replayed', replay };
    } finally {
      inFlight.delete(key);
    }
  };

  const registry = new Registry();
  const inspector: StreamInspector = {
    registry,
    depths: () => connection.ready(depthsOf),
    overview: () => connection.ready(overviewOf),
    deadLetters: (topic, page) => connection.ready(async (parts) => pageOf(parts, topic, page)),
    replay: (request) => connection.ready((parts) => replayOf(parts, request)),
    stop: () => connection.stop(),
  };
  registerDepthGauge(registry, () => inspector.depths());
  return inspector;
}

/** scoreline_dead_letter_depth, read from the broker on each scrape, and the count of scrapes that could not read it. */
function registerDepthGauge(registry: Registry, depths: () => Promise<Map<EventTopic, number>>): void {
  const collectErrors = new Counter({
    name: `${STREAM_METRIC_NAMES.deadLetterDepth}_collect_errors_total`,
    help: 'Scrapes whose dead-letter depth lookup failed or timed out (the depth is missing from that scrape)',
    registers: [registry],
  });
  new Gauge({
    name: STREAM_METRIC_NAMES.deadLetterDepth,
    help: 'Letters on <topic>.dlq not replayed yet, per logical topic (read from the broker on scrape; the Event Streams section shows the same figure)',
    labelNames: ['topic'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [topic, depth] of await withTimeout(depths(), LAG_COLLECT_TIMEOUT_MS * 2, 'Kafka offsets')) this.set({ topic }, depth);
      } catch {
        collectErrors.inc();
      }
    },
  });
}
