// A matrix worker that hangs, for the browser test's "mid-job" moments: a member of the gateway's own
// matrix-worker consumer group (in the e2e gateway's Kafka namespace, which the supervisor reports)
// that holds its share of the requested topic's partitions without fetching from them.
// While it is in the group the job cannot finish, however fast the gateway's worker is; once it
// leaves, the gateway's worker takes its partitions over from the last committed offsets (it never
// commits) and the job completes: what a worker process dying mid-job does, in a browser test.
import { kafkaBrokersFromEnv } from '@scoreline/events';
import { Kafka, logLevel } from 'kafkajs';

/** services/experiment's MATRIX_WORKER_GROUP_ID and its topic (remotes may not import services). */
const GROUP_ID = 'experiment.matrix-worker';
const TOPIC = 'matrix.combination.requested';

export interface HungMatrixWorker {
  /** Leaves the group: its partitions move to the gateway's worker. */
  leave(): Promise<void>;
}

/** The gateway instance's namespace prefixes its topics and consumer groups (libs/events). */
export async function joinHungMatrixWorker(namespace: string): Promise<HungMatrixWorker> {
  const GROUP = `${namespace}${GROUP_ID}`;
  const TOPIC_NAME = `${namespace}${TOPIC}`;
  const kafka = new Kafka({ clientId: 'cross-sandbox-e2e-hung-worker', brokers: kafkaBrokersFromEnv(), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: GROUP, sessionTimeout: 60_000, heartbeatInterval: 3000 });
  await consumer.connect();
  await consumer.subscribe({ topics: [TOPIC_NAME], fromBeginning: false });
  const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
  // Nothing is resolved or committed: what it fetched stays the group's to handle.
  await consumer.run({ autoCommit: false, eachBatchAutoResolve: false, eachBatch: async () => undefined });
  // Paused, it still heartbeats and keeps its partitions, but never fetches from them.
  consumer.pause([{ topic: TOPIC_NAME }]);
  await joined;
  const admin = kafka.admin();
  await admin.connect();
  try {
    // Both members settled (the gateway's worker rejoins at its next heartbeat): only then does
    // the hung member surely own a share of what a job publishes.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [group] = (await admin.describeGroups([GROUP])).groups;
      if (group?.state === 'Stable' && group.members.length >= 2) break;
      if (Date.now() > deadline) throw new Error(`the matrix worker group did not settle with the hung member: ${group?.state} with ${group?.members.length} member(s)`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await admin.disconnect();
  }
  return { leave: () => consumer.disconnect() };
}
