// fixtures.upserted → the payment service's fixtures read model (which gameweek a purchase buys).
//
// The read model lives in this service's database and the consumer group's offsets in Kafka, so
// they can part: a new or wiped database with a group that already committed would never be
// filled again. So when the read model is empty the group is rewound to the earliest offsets
// before it joins, and the retained history is replayed (handling is idempotent).
import type { EventSubscription } from '@scoreline/events';
import type { PaymentContext } from '../context.ts';
import { recordFixtures } from '../use-cases/record-fixtures.ts';

export const FIXTURES_READ_MODEL_GROUP_ID = 'payment.fixtures-read-model';
const TOPIC = 'fixtures.upserted';

async function rewindWhenEmpty(context: PaymentContext): Promise<void> {
  if (!(await context.repositories.fixtures.isEmpty())) return;
  // The bus prefixes topics and group ids with the same namespace (tests, shared clusters).
  const physicalTopic = context.bus.topicName(TOPIC);
  const namespace = physicalTopic.slice(0, physicalTopic.length - TOPIC.length);
  const admin = context.bus.kafka.admin();
  await admin.connect();
  try {
    await admin.resetOffsets({ groupId: `${namespace}${FIXTURES_READ_MODEL_GROUP_ID}`, topic: physicalTopic, earliest: true });
    context.logger.info({ group_id: FIXTURES_READ_MODEL_GROUP_ID }, 'fixtures read model empty: replaying fixtures.upserted from the earliest offset');
  } catch (error) {
    // Another replica is consuming right now (a group with members cannot be rewound); it fills
    // the same database, so there is nothing to repair.
    context.logger.warn({ err: error }, 'could not rewind the fixtures read-model group; continuing from its offsets');
  } finally {
    await admin.disconnect();
  }
}

export async function startFixturesReadModelWorker(context: PaymentContext): Promise<EventSubscription> {
  await rewindWhenEmpty(context);
  return context.bus.subscribe({
    groupId: FIXTURES_READ_MODEL_GROUP_ID,
    topics: [TOPIC],
    handler: async (event) => {
      await recordFixtures(event.data, new Date(event.envelope.occurred_at), { fixtures: context.repositories.fixtures });
    },
  });
}
