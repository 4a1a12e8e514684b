// A handler that outlasts the group session (a season's fixtures written to a loaded store) keeps its
// membership: the subscription heartbeats while it runs. Without that the broker drops the member,
// refuses its offset commit, and the re-joined member handles the same event again, and again
// (the deploy rehearsal's payment read model looped like this).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus, EventSubscription } from '../src/index.ts';
import { startTestBus, stopAndCleanUp } from './support/kafka.ts';
import { combinationCompleted } from './support/payloads.ts';

// The broker's smallest allowed session (group.min.session.timeout.ms); the handler below runs
// longer than that without calling heartbeat() itself.
const SESSION_MS = 6000;
const HANDLER_MS = SESSION_MS + 4000;
const GROUP = 'events-test.long-handler';

const combination = (index: number) => combinationCompleted('job-long', index);

describe('event bus: a handler longer than the session', () => {
  let bus: EventBus | undefined;
  let subscription: EventSubscription | undefined;

  beforeAll(async () => {
    bus = await startTestBus(['matrix.combination.completed']);
  });

  afterAll(async () => {
    await subscription?.stop();
    await stopAndCleanUp(bus);
  });

  it('handles each event once and commits it: the member stays in its group while the handler runs', async () => {
    if (!bus) throw new Error('bus not started');
    const started = bus;
    const handled: number[] = [];
    subscription = await started.subscribe({
      groupId: GROUP,
      topics: ['matrix.combination.completed'],
      sessionTimeoutMs: SESSION_MS,
      handler: async (event) => {
        await new Promise((resolve) => setTimeout(resolve, HANDLER_MS));
        handled.push(event.data.index);
      },
    });
    // One key: both on one partition, in this order.
    await started.publishMany(
      'matrix.combination.completed',
      [0, 1].map((index) => ({ data: combination(index), correlationId: `req-long-${index}` })),
    );

    // The group's committed offset reaches 2 only after event 1 is handled and committed. Had the
    // member been dropped during event 0, its commit would have been refused and event 0 handled
    // again by the re-joined member before event 1 could be committed.
    const admin = started.kafka.admin();
    await admin.connect();
    try {
      const committedOffset = async () => {
        const [offsets] = await admin.fetchOffsets({ groupId: started.groupName(GROUP), topics: [started.topicName('matrix.combination.completed')] });
        // The topic has several partitions; the one key puts both events on one of them.
        return offsets?.partitions.find((partition) => partition.offset !== '-1')?.offset;
      };
      await expect.poll(committedOffset, { timeout: 6 * HANDLER_MS, interval: 500 }).toBe('2');
    } finally {
      await admin.disconnect();
    }
    expect(handled).toEqual([0, 1]);
  });
});
