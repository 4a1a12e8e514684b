// The typed topic registry: every topic of docs/product.md's event table with its payload
// schema, envelope version and partition key. Producers and consumers both read it, so a topic
// name, its shape and its key are defined once.
import type { z } from 'zod';
import {
  fixturesRefreshedSchema,
  fixturesRefreshRequestedSchema,
  fixturesUpsertedSchema,
  matrixCombinationCompletedSchema,
  matrixCombinationRequestedSchema,
  paymentCompletedSchema,
  predictionsRecalculationRequestedSchema,
  predictionsUpdatedSchema,
  roundingPromotedSchema,
  weightSetsChangedSchema,
  weightsPromotedSchema,
} from './payloads.ts';

export interface TopicDefinition<S extends z.ZodType = z.ZodType> {
  /** Envelope version; bump only for a change old consumers cannot read (they strip additions). */
  readonly version: number;
  /** Schema of the envelope's `data`. */
  readonly data: S;
  /** The partition key: events with the same key are delivered in order. */
  readonly key: (data: z.output<S>) => string;
  /**
   * Partitions the topic is created with when it needs more than the bus's default (3): a topic
   * whose consumers scale out needs at least as many partitions as consumers, or the extra ones
   * sit idle and a few hold several partitions each.
   */
  readonly partitions?: number;
}

function defineTopic<S extends z.ZodType>(definition: TopicDefinition<S>): TopicDefinition<S> {
  return definition;
}

// Promotions have no natural key (the Architecture section of docs/product.md says "—"), but the last promotion must win,
// so they share one constant key and therefore one partition, which keeps them in order.
const PROMOTION_KEY = 'production';

export const eventTopics = {
  'fixtures.refresh.requested': defineTopic({
    version: 1,
    data: fixturesRefreshRequestedSchema,
    key: (d) => d.season,
  }),
  'fixtures.upserted': defineTopic({ version: 1, data: fixturesUpsertedSchema, key: (d) => d.season }),
  'fixtures.refreshed': defineTopic({ version: 1, data: fixturesRefreshedSchema, key: (d) => d.season }),
  'predictions.recalculation.requested': defineTopic({
    version: 1,
    data: predictionsRecalculationRequestedSchema,
    // Several seasons in one request; sorted so the same request always lands on one partition.
    key: (d) => [...d.seasons].sort().join(','),
  }),
  'predictions.updated': defineTopic({ version: 1, data: predictionsUpdatedSchema, key: (d) => d.season }),
  'weights.promoted': defineTopic({ version: 1, data: weightsPromotedSchema, key: () => PROMOTION_KEY }),
  'rounding.promoted': defineTopic({ version: 1, data: roundingPromotedSchema, key: () => PROMOTION_KEY }),
  // One key: every snapshot on one partition, so the last published is the last received.
  'weight-sets.changed': defineTopic({ version: 1, data: weightSetsChangedSchema, key: () => 'sandbox' }),
  'payment.completed': defineTopic({ version: 1, data: paymentCompletedSchema, key: (d) => d.token_hash }),
  'matrix.combination.requested': defineTopic({
    version: 1,
    data: matrixCombinationRequestedSchema,
    // job id + index spreads one job's combinations over all partitions, so workers scale out.
    key: (d) => `${d.job_id}:${d.index}`,
    // Twelve shares evenly between 1, 2, 3, 4, 6 or 12 worker processes; with the default three,
    // two workers split a job 2:1 and gained little over one (deploy/k8s lets KEDA go to twelve).
    partitions: 12,
  }),
  'matrix.combination.completed': defineTopic({
    version: 1,
    data: matrixCombinationCompletedSchema,
    key: (d) => d.job_id,
  }),
} as const;

export type EventTopic = keyof typeof eventTopics;
export type EventData<T extends EventTopic> = z.output<(typeof eventTopics)[T]['data']>;

export const eventTopicNames = Object.keys(eventTopics) as EventTopic[];

export function isEventTopic(name: string): name is EventTopic {
  return Object.hasOwn(eventTopics, name);
}

/** The partition key the registry assigns to this payload. */
export function eventKey<T extends EventTopic>(topic: T, data: EventData<T>): string {
  const definition = eventTopics[topic] as unknown as TopicDefinition<z.ZodType<EventData<T>>>;
  return definition.key(data);
}
