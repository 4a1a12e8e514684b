// The cross-sandbox pipeline's two Kafka consumer groups, as the broker sees them: the group ids the
// matrix workers and the aggregator join (workers/matrix-workers.ts), and how many members a group
// has now, which the cross-sandbox diagnostic reports as its worker count.
import type { EventBus } from '@scoreline/events';

export const MATRIX_WORKER_GROUP_ID = 'experiment.matrix-worker';
export const MATRIX_AGGREGATOR_GROUP_ID = 'experiment.matrix-aggregator';

/**
 * Members of one of this service's consumer groups now (0 while it rebalances or has none), through
 * the bus's admin client; KafkaUnavailableError when the broker does not answer in `timeoutMs`.
 */
export function consumerGroupMembers(bus: EventBus, groupId: string, timeoutMs?: number): Promise<number> {
  return bus.groupMembers(groupId, timeoutMs);
}
