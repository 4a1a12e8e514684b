// The event envelope (docs/product.md, Architecture: "Events"): `{ id, type, version, occurred_at,
// correlation_id, data }`, validated on produce and on consume. `type` is the topic's logical
// name and `data` is checked against that topic's schema.
import { z } from '../zod.ts';
import { type EventData, type EventTopic, eventTopics } from './topics.ts';

// The HTTP request id that caused the event. It also travels as a Kafka header, so it is
// limited to visible ASCII of a sane length.
export const correlationIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'correlation_id must be visible ASCII without spaces');

/** The envelope with `data` unchecked: what every topic's message has in common. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.int().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  correlation_id: correlationIdSchema,
  data: z.unknown(),
});

export interface EventEnvelope<T extends EventTopic = EventTopic> {
  id: string;
  type: T;
  version: number;
  occurred_at: string;
  correlation_id: string;
  data: EventData<T>;
}

const envelopeSchemas = new Map<EventTopic, z.ZodType>();

/** The full envelope schema of one topic: its type, its version and its payload schema. */
export function envelopeSchemaFor<T extends EventTopic>(topic: T): z.ZodType<EventEnvelope<T>> {
  let schema = envelopeSchemas.get(topic);
  if (!schema) {
    const definition = eventTopics[topic];
    schema = eventEnvelopeSchema.extend({
      type: z.literal(topic),
      version: z.literal(definition.version),
      data: definition.data,
    });
    envelopeSchemas.set(topic, schema);
  }
  return schema as z.ZodType<EventEnvelope<T>>;
}

/** Validates an unknown value as an envelope of `topic`; throws a ZodError when it is not one. */
export function parseEventEnvelope<T extends EventTopic>(topic: T, value: unknown): EventEnvelope<T> {
  return envelopeSchemaFor(topic).parse(value);
}

export interface CreateEnvelopeOptions {
  correlationId: string;
  /** Defaults to a random UUID. */
  id?: string;
  /** Defaults to now. */
  occurredAt?: Date;
}

/** Builds and validates the envelope of one event; throws a ZodError when `data` does not fit. */
export function createEventEnvelope<T extends EventTopic>(
  topic: T,
  data: EventData<T>,
  options: CreateEnvelopeOptions,
): EventEnvelope<T> {
  return parseEventEnvelope(topic, {
    id: options.id ?? crypto.randomUUID(),
    type: topic,
    version: eventTopics[topic].version,
    occurred_at: (options.occurredAt ?? new Date()).toISOString(),
    correlation_id: options.correlationId,
    data,
  });
}
