// The operators' view of the event streams (docs/engineering.md, "Event streams"): per topic
// throughput over the last minute, consumer lag per group and partition, the dead letters with
// their depth, and the replay of one letter. Every figure comes from Kafka itself (topic and group
// offsets, the `<topic>.dlq` topics, the replay record topic), never from one process's counters,
// so the gateway answers the same in `npm start` and when every service runs as its own process. It
// connects on first use, so a gateway starts (and answers "degraded") while Kafka is down.
import {
  DEAD_LETTER_REPLAY_TOPIC,
  DEAD_LETTERS_LISTED,
  type DeadLetterReplay,
  type DeadLetterSummary,
  deadLetterTopicOf,
  type DeadLettersPage,
  type EventStreamsResponse,
  type EventTopic,
  eventTopicNames,
  eventTopics,
  PAYLOAD_EXCERPT_CHARS,
  STREAM_BUCKET_SECONDS,
  STREAM_WINDOW_SECONDS,
  type StreamTopic,
  type ConsumerGroupLag,
} from '@scoreline/contracts';
import { type Admin, Kafka, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { Counter, Gauge, Registry } from 'prom-client';
import { deadLetterDepth, positionOfDeadLetterId } from './dead-letter-depth.ts';
import { createDeadLetterLog, DEAD_LETTER_READER_GROUP_PREFIX, type DeadLetterLog, type StoredDeadLetter } from './dead-letter-log.ts';
import { isBrokerUnreachableError, KafkaUnavailableError } from './errors.ts';
import { HEADER_CORRELATION_ID } from './headers.ts';
import { BROKER_LIVENESS_TIMEOUT_MS, withTimeout } from './health.ts';
import { pinoLogCreator } from './kafka-log.ts';
import { assertKafkaReachable } from './reachability.ts';
import { offsetLookupsOf, type OffsetLookups } from './offset-lookups.ts';
import { LAG_COLLECT_TIMEOUT_MS, STREAM_METRIC_NAMES } from './stream-metrics.ts';
import { ensureTopics } from './topic-admin.ts';

/** The header a replayed message carries: which letter it was replayed from. */
export const HEADER_REPLAY_OF = 'replay-of';

/** How long a call's work on a live broker may take before it answers 503 (BROKER_LIVENESS_TIMEOUT_MS decides "live"). */
export const STREAMS_TIMEOUT_MS = 15_000;

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

export interface ReplayRequest {
  topic: EventTopic;
  id: string;
  /** The admin token's subject. */
  by: string;
  /** The HTTP request id, logged with the replay. */
  requestId?: string;
}

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

interface Connected {
  admin: Admin;
  /** The admin's offset reads, in turn (offset-lookups.ts says why). */
  lookups: OffsetLookups;
  producer: Producer;
  log: DeadLetterLog;
}

/** The start of the payload: an envelope's `data` (what differs between events), else the raw text. */
function excerptOf(letter: StoredDeadLetter): string {
  const raw = letter.record.value ?? '';
  let shown = raw;
  if (letter.record.value_encoding === 'utf8') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed !== null && typeof parsed === 'object' && 'data' in parsed) shown = JSON.stringify(parsed.data);
    } catch {
      // not JSON (a poison message): shown as it is
    }
  }
  return shown.slice(0, PAYLOAD_EXCERPT_CHARS);
}

export function createStreamInspector(options: StreamInspectorOptions): StreamInspector {
  const namespace = options.namespace ?? '';
  const topics = options.topics ?? eventTopicNames;
  const now = options.now ?? Date.now;
  const logger = options.logger.child({ component: 'event-streams' });
  const physical = (topic: string): string => `${namespace}${topic}`;
  const kafka = new Kafka({
    clientId: options.clientId ?? 'gateway-event-streams',
    brokers: [...options.brokers],
    logLevel: logLevel.INFO,
    logCreator: pinoLogCreator(logger),
    connectionTimeout: 3000,
    retry: { initialRetryTime: 300, maxRetryTime: 2000, retries: 4 },
  });
  let connecting: Promise<Connected> | undefined;
  const inFlight = new Set<string>();

  const connect = async (): Promise<Connected> => {
    await assertKafkaReachable(options.brokers);
    const admin = kafka.admin();
    const producer = kafka.producer({ allowAutoTopicCreation: false, createPartitioner: Partitioners.DefaultPartitioner });
    const log = createDeadLetterLog({ kafka, namespace, topics, logger });
    try {
      await admin.connect();
      // The same topics a bus creates (idempotent), plus the replay record: the reader
      // subscribes to all of them before any service may have started.
      const registered = topics.map(physical);
      const own = new Map(topics.map((topic) => [physical(topic), eventTopics[topic].partitions]));
      await ensureTopics(
        admin,
        [...registered, ...registered.map(deadLetterTopicOf), physical(DEAD_LETTER_REPLAY_TOPIC)],
        { partitions: 3, partitionsOf: (topic) => own.get(topic) },
        logger,
      );
      await producer.connect();
      await log.start();
    } catch (error) {
      await Promise.allSettled([log.stop(), producer.disconnect(), admin.disconnect()]);
      throw error;
    }
    return { admin, lookups: offsetLookupsOf(admin), producer, log };
  };

  // The liveness probe's own admin client, connected once (again after a failure).
  const probeAdmin = kafka.admin();
  let probeConnected: Promise<void> | undefined;
  const alive = async (): Promise<void> => {
    const connection = (probeConnected ??= probeAdmin.connect());
    connection.catch(() => {
      if (probeConnected === connection) probeConnected = undefined;
    });
    await connection;
    await probeAdmin.describeCluster();
  };

  /**
   * Connected parts, or KafkaUnavailableError (503) when the broker cannot be reached in time. Whether
   * the broker is alive is known within BROKER_LIVENESS_TIMEOUT_MS (the cluster described by an admin
   * client of its own, which connects in milliseconds where the parts' first connection joins a
   * consumer group): a broker that is down or frozen answers 503 in about a second (it took 4-15 s,
   * and a replay 15 s). Only the work on a live broker gets the patient STREAMS_TIMEOUT_MS.
   */
  const ready = async <R>(work: (parts: Connected) => Promise<R>): Promise<R> => {
    connecting ??= connect();
    const attempt = connecting;
    attempt.catch(() => {
      if (connecting === attempt) connecting = undefined;
    });
    try {
      await withTimeout(alive(), BROKER_LIVENESS_TIMEOUT_MS, 'Kafka');
      return await withTimeout(attempt.then(work), STREAMS_TIMEOUT_MS, 'Kafka');
    } catch (error) {
      if (error instanceof KafkaUnavailableError) throw error;
      if (isBrokerUnreachableError(error) || (error instanceof Error && error.message.startsWith('Kafka did not answer')))
        throw new KafkaUnavailableError(options.brokers, { cause: error });
      throw error;
    }
  };

  // A depth or a replay decided before the reader has read what the broker holds would count
  // replayed letters again (or replay one twice): refuse instead, as the broker being slow (503).
  const caughtUp = async (lookups: OffsetLookups, log: DeadLetterLog): Promise<void> => {
    if (!(await log.catchUp(lookups, STREAMS_TIMEOUT_MS * 0.7)))
      throw new KafkaUnavailableError(options.brokers, { cause: new Error('Kafka did not answer: the dead letters are still being read') });
  };

  const depthsOf = async ({ lookups, log }: Connected): Promise<Map<EventTopic, number>> => {
    await caughtUp(lookups, log);
    const result = new Map<EventTopic, number>();
    await Promise.all(
      topics.map(async (topic) => {
        const offsets = await lookups.fetchTopicOffsets(deadLetterTopicOf(physical(topic)));
        const ranges = offsets.map((p) => ({ partition: p.partition, low: Number(p.low), high: Number(p.high) }));
        result.set(topic, deadLetterDepth(ranges, log.replayed(topic)));
      }),
    );
    return result;
  };

  const throughputOf = async (lookups: OffsetLookups, topic: EventTopic, at: number): Promise<Omit<StreamTopic, 'dlq_depth' | 'dead_letters'>> => {
    const name = physical(topic);
    const ends = await lookups.fetchTopicOffsets(name);
    const total = (offsets: readonly { offset: string }[]) => offsets.reduce((sum, p) => sum + Number(p.offset), 0);
    const high = ends.reduce((sum, p) => sum + Number(p.high), 0);
    const buckets = STREAM_WINDOW_SECONDS / STREAM_BUCKET_SECONDS;
    const starts = [total(await lookups.fetchTopicOffsetsByTimestamp(name, at - STREAM_WINDOW_SECONDS * 1000))];
    // An idle topic (nothing in the minute) needs no more offset lookups: every bucket is 0.
    if (starts[0] !== high) {
      const more = await Promise.all(
        Array.from({ length: buckets - 1 }, (_, i) =>
          lookups.fetchTopicOffsetsByTimestamp(name, at - (STREAM_WINDOW_SECONDS - (i + 1) * STREAM_BUCKET_SECONDS) * 1000),
        ),
      );
      starts.push(...more.map(total));
    } else starts.push(...Array.from({ length: buckets - 1 }, () => high));
    const bounds = [...starts, high];
    return {
      topic,
      partitions: ends.length,
      throughput_last_minute: Math.max(0, high - (starts[0] ?? high)),
      throughput_series: starts.map((start, i) => ({
        seconds_ago: STREAM_WINDOW_SECONDS - i * STREAM_BUCKET_SECONDS,
        events: Math.max(0, (bounds[i + 1] ?? start) - start),
      })),
    };
  };

  const groupsOf = async (lookups: OffsetLookups): Promise<ConsumerGroupLag[]> => {
    const names = new Map(topics.map((topic) => [physical(topic), topic]));
    const { groups } = await lookups.listGroups();
    const candidates = groups
      .map((g) => g.groupId)
      .filter((id) => id.startsWith(namespace) && !id.startsWith(`${namespace}${DEAD_LETTER_READER_GROUP_PREFIX}`))
      .sort();
    const ends = new Map(
      await Promise.all([...names.keys()].map(async (name) => [name, await lookups.fetchTopicOffsets(name)] as const)),
    );
    // One admin call at a time anyway (offsetLookupsOf), however many groups a shared broker holds.
    const found = await Promise.all(candidates.map(async (groupId) => {
      const committed = await lookups.fetchOffsets({ groupId, topics: [...names.keys()] });
      const used = committed.filter((t) => t.partitions.some((p) => Number(p.offset) >= 0));
      if (used.length === 0) return undefined;
      const partitions = used.flatMap((t) =>
        (ends.get(t.topic) ?? []).map((end) => {
          const offset = Number(t.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1');
          const start = offset >= 0 ? offset : Number(end.low);
          return {
            topic: names.get(t.topic) ?? t.topic,
            partition: end.partition,
            committed: offset >= 0 ? offset : null,
            end: Number(end.high),
            lag: Math.max(0, Number(end.high) - start),
          };
        }),
      );
      partitions.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
      return {
        group: groupId.slice(namespace.length),
        lag: partitions.reduce((sum, p) => sum + p.lag, 0),
        partitions,
      } satisfies ConsumerGroupLag;
    }));
    return found.filter((g): g is ConsumerGroupLag => g !== undefined);
  };

  const summaryOf = (letter: StoredDeadLetter, log: DeadLetterLog): DeadLetterSummary => {
    const replay = log.replayOf(letter.topic, letter.id);
    return {
      id: letter.id,
      topic: letter.topic,
      reason: letter.record.reason,
      error: letter.record.error,
      attempts: letter.record.attempts,
      group: letter.record.group_id.startsWith(namespace) ? letter.record.group_id.slice(namespace.length) : letter.record.group_id,
      correlation_id: letter.record.correlation_id,
      failed_at: letter.record.failed_at,
      payload_excerpt: excerptOf(letter),
      replay: replay ? { replayed_at: replay.replayed_at, replayed_by: replay.replayed_by } : null,
    };
  };

  const registry = new Registry();
  const collectErrors = new Counter({
    name: `${STREAM_METRIC_NAMES.deadLetterDepth}_collect_errors_total`,
    help: 'Scrapes whose dead-letter depth lookup failed or timed out (the depth is missing from that scrape)',
    registers: [registry],
  });
  const inspector: StreamInspector = {
    registry,

    depths: () => ready((parts) => depthsOf(parts)),

    overview: () =>
      ready(async (parts) => {
        const at = now();
        const [depths, perTopic, groups] = await Promise.all([
          depthsOf(parts),
          Promise.all(topics.map((topic) => throughputOf(parts.lookups, topic, at))),
          groupsOf(parts.lookups),
        ]);
        const listed: StreamTopic[] = perTopic.map((figures) => ({
          ...figures,
          dlq_depth: depths.get(figures.topic as EventTopic) ?? 0,
          dead_letters: parts.log
            .letters(figures.topic as EventTopic)
            .slice(0, DEAD_LETTERS_LISTED)
            .map((letter) => summaryOf(letter, parts.log)),
        }));
        return {
          generated_at: new Date(at).toISOString(),
          window_seconds: STREAM_WINDOW_SECONDS,
          topics: listed,
          groups,
          dlq_depth_total: [...depths.values()].reduce((sum, depth) => sum + depth, 0),
        };
      }),

    deadLetters: (topic, page) =>
      ready(async (parts) => {
        const letters = parts.log.letters(topic);
        const start = page.before === undefined ? 0 : letters.findIndex((letter) => letter.id === page.before) + 1;
        if (start === 0 && page.before !== undefined) return null;
        const listed = letters.slice(start, start + page.limit);
        const last = listed.at(-1);
        return {
          topic,
          dead_letters: listed.map((letter) => summaryOf(letter, parts.log)),
          next_before: last && start + listed.length < letters.length ? last.id : null,
          total: letters.length,
        };
      }),

    replay: (request) =>
      ready(async ({ lookups, producer, log }): Promise<ReplayOutcome> => {
        // Another process may have replayed it: read the replay record up to its end first.
        await caughtUp(lookups, log);
        const letter = log.find(request.topic, request.id);
        if (!letter) return { outcome: 'not_found' };
        const key = `${request.topic}/${request.id}`;
        const earlier = log.replayOf(request.topic, request.id);
        if (earlier) return { outcome: 'already_replayed', replay: earlier };
        if (inFlight.has(key)) return { outcome: 'in_progress' };
        inFlight.add(key);
        try {
          const { record } = letter;
          const replay: DeadLetterReplay = {
            topic: request.topic,
            id: request.id,
            correlation_id: record.correlation_id,
            replayed_at: new Date(now()).toISOString(),
            replayed_by: request.by,
          };
          const value =
            record.value === null ? null : record.value_encoding === 'base64' ? Buffer.from(record.value, 'base64') : record.value;
          const position = positionOfDeadLetterId(request.id);
          // One produce request for both: the original message, byte for byte with its key and
          // headers (so the same correlation id), and the record that it was replayed.
          await producer.sendBatch({
            acks: -1,
            topicMessages: [
              {
                topic: physical(request.topic),
                messages: [
                  {
                    key: record.key,
                    value,
                    headers: { ...record.headers, [HEADER_REPLAY_OF]: `${deadLetterTopicOf(request.topic)}/${request.id}` },
                  },
                ],
              },
              {
                topic: physical(DEAD_LETTER_REPLAY_TOPIC),
                messages: [
                  {
                    key,
                    value: JSON.stringify(replay),
                    headers: record.correlation_id ? { [HEADER_CORRELATION_ID]: record.correlation_id } : {},
                  },
                ],
              },
            ],
          });
          log.remember(replay);
          logger.info(
            {
              topic: request.topic,
              dead_letter: request.id,
              dlq_partition: position.partition,
              dlq_offset: position.offset,
              correlation_id: record.correlation_id,
              request_id: request.requestId,
              replayed_by: request.by,
              replayed_at: replay.replayed_at,
            },
            'dead letter replayed',
          );
          return { outcome: 'replayed', replay };
        } finally {
          inFlight.delete(key);
        }
      }),

    async stop() {
      const probing = probeConnected;
      probeConnected = undefined;
      if (probing) await probing.then(() => probeAdmin.disconnect()).catch(() => undefined);
      const open = connecting;
      connecting = undefined;
      if (!open) return;
      const parts = await open.catch(() => undefined);
      if (!parts) return;
      await Promise.allSettled([parts.log.stop(), parts.producer.disconnect(), parts.admin.disconnect()]);
    },
  };
  new Gauge({
    name: STREAM_METRIC_NAMES.deadLetterDepth,
    help: 'Letters on <topic>.dlq not replayed yet, per logical topic (read from the broker on scrape; the Event Streams section shows the same figure)',
    labelNames: ['topic'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const depths = await withTimeout(inspector.depths(), LAG_COLLECT_TIMEOUT_MS * 2, 'Kafka offsets');
        for (const [topic, depth] of depths) this.set({ topic }, depth);
      } catch {
        collectErrors.inc();
      }
    },
  });

  return inspector;
}
