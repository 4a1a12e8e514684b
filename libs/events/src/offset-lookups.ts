// kafkajs admin offset lookups, one at a time per admin client.
//
// Why: each lookup adds its topic to the client's target set and then refreshes the cluster
// metadata, but concurrent refreshes share one in-flight request (kafkajs sharedPromiseTo). A
// lookup that joins a refresh started before its own topic was added reads metadata without that
// topic, finds no partitions, and kafkajs throws
// `TypeError: Cannot destructure property 'partitions' of 'high.pop(...)'`, which its retrier never
// retries. Seen as GET /api/streams answering 500 under the API fuzzer (under CI's load; the
// concurrent-overviews test holds overviews read at once). Lookups are a few milliseconds each on
// the broker, so running them in turn costs an overview well under a second.
import type { Admin } from 'kafkajs';
import pLimit from 'p-limit';

/** The admin calls that read offsets; everything that reads them goes through one of these. */
export type OffsetLookups = Pick<Admin, 'fetchTopicOffsets' | 'fetchTopicOffsetsByTimestamp' | 'fetchOffsets' | 'listGroups'>;

// One queue per admin client, whoever asks for it (the lag gauge and the stream inspector can
// hold the same client).
const byAdmin = new WeakMap<Admin, OffsetLookups>();

export function offsetLookupsOf(admin: Admin): OffsetLookups {
  const known = byAdmin.get(admin);
  if (known) return known;
  const inTurn = pLimit(1);
  const lookups: OffsetLookups = {
    fetchTopicOffsets: (topic) => inTurn(() => admin.fetchTopicOffsets(topic)),
    fetchTopicOffsetsByTimestamp: (topic, timestamp) => inTurn(() => admin.fetchTopicOffsetsByTimestamp(topic, timestamp)),
    fetchOffsets: (request) => inTurn(() => admin.fetchOffsets(request)),
    listGroups: () => inTurn(() => admin.listGroups()),
  };
  byAdmin.set(admin, lookups);
  return lookups;
}
