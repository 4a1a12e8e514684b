// The Event Streams figures, each read from Kafka itself (stream-inspector.ts says why): a topic's
// throughput over the last minute from its offsets by time, every group's lag from its committed
// offsets, and a dead letter's summary as the operators' list shows it.
import {
  type ConsumerGroupLag,
  type DeadLetterSummary,
  type EventTopic,
  PAYLOAD_EXCERPT_CHARS,
  STREAM_BUCKET_SECONDS,
  STREAM_WINDOW_SECONDS,
  type StreamTopic,
} from '@scoreline/contracts';
import { DEAD_LETTER_READER_GROUP_PREFIX, type DeadLetterLog, type StoredDeadLetter } from './dead-letter-log.ts';
import type { OffsetLookups } from './offset-lookups.ts';

/** A topic's messages over the last STREAM_WINDOW_SECONDS, in STREAM_BUCKET_SECONDS buckets. */
export async function throughputOf(
  lookups: OffsetLookups,
  topic: EventTopic,
  namespace: string,
  at: number,
): Promise<Omit<StreamTopic, 'dlq_depth' | 'dead_letters'>> {
  const name = `${namespace}${topic}`;
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
}

/** Each of the namespace's consumer groups with a committed offset on its topics, and its lag per partition. */
export async function groupsOf(lookups: OffsetLookups, topics: readonly EventTopic[], namespace: string): Promise<ConsumerGroupLag[]> {
  const names = new Map(topics.map((topic) => [`${namespace}${topic}`, topic]));
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
}

export function summaryOf(letter: StoredDeadLetter, log: DeadLetterLog, namespace: string): DeadLetterSummary {
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
