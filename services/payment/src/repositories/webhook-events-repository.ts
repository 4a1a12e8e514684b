// The Stripe events that changed or confirmed a purchase, keyed by the event id (`_id`): a
// redelivery of the same event is recognised with one `_id` lookup and answered as a duplicate.
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

export interface WebhookEventRecord {
  readonly event_id: string;
  readonly type: string;
  readonly session_id: string;
  readonly received_at: Date;
}

interface WebhookEventDocument {
  _id: string;
  type: string;
  session_id: string;
  received_at: Date;
}

const webhookEventSchema = new Schema<WebhookEventDocument>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    session_id: { type: String, required: true },
    received_at: { type: Date, required: true },
  },
  { collection: 'webhook_events', versionKey: false },
);

export interface WebhookEventsRepository {
  has(eventId: string): Promise<boolean>;
  /** Records a handled event; a concurrent delivery that recorded it first is fine. */
  record(event: WebhookEventRecord): Promise<void>;
  count(): Promise<number>;
}

export function createWebhookEventsRepository(connection: Connection): WebhookEventsRepository {
  const model = modelOn(connection, 'WebhookEvent', webhookEventSchema);
  return {
    async has(eventId) {
      return (await model.exists({ _id: eventId }).exec()) !== null;
    },
    async record(event) {
      try {
        await model.create({ _id: event.event_id, type: event.type, session_id: event.session_id, received_at: event.received_at });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
    async count() {
      return model.countDocuments().exec();
    },
  };
}
