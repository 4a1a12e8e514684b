// @scoreline/events: kafkajs producer and consumer wrappers over the contracts' topic registry.
// README.md describes the API.
export { createEventBus, type EventBus, type EventBusOptions } from './event-bus.ts';
export type { ConsumedEvent, ConsumedEventOf, EventSubscription, SubscribeOptions } from './subscription-types.ts';
export type { PublishInput } from './publisher.ts';
export { DEFAULT_DEPENDENCY_WAIT, DEFAULT_RETRY_POLICY, type DependencyWaitPolicy, type RetryPolicy } from './backoff.ts';
export { currentCorrelationId, runWithCorrelationId } from './correlation.ts';
export { DEFAULT_KAFKA_BROKERS, kafkaBrokersFromEnv } from './config.ts';
export {
  EventValidationError,
  isBrokerUnreachableError,
  KafkaUnavailableError,
  kafkaUnavailableMessage,
} from './errors.ts';
export { assertKafkaReachable } from './reachability.ts';
export {
  REQUEST_PUBLISH_DEADLINE_MS,
  requestPublisher,
  type RequestPublisher,
  type RequestPublisherOptions,
} from './request-publisher.ts';
export { BROKER_LIVENESS_TIMEOUT_MS, type DependencyHealth, withTimeout } from './health.ts';
export {
  deleteTopics,
  ensureTopics,
  isRetriableKafkaError,
  TOPIC_RETRY_POLICY,
  type EnsureTopicsOptions,
  type TopicAdmin,
  type TopicSettings,
} from './topic-admin.ts';
export {
  HEADER_CORRELATION_ID,
  HEADER_EVENT_ID,
  HEADER_EVENT_TYPE,
  HEADER_EVENT_VERSION,
} from './headers.ts';
export { pinoLogCreator } from './kafka-log.ts';
export {
  eventStreamRegistry,
  LAG_COLLECT_TIMEOUT_MS,
  STREAM_METRIC_NAMES,
  streamMetricsFor,
  type LagSource,
  type StreamMetrics,
} from './stream-metrics.ts';
export {
  deadLetterDepth,
  deadLetterIdOf,
  positionOfDeadLetterId,
  type DeadLetterPartitionRange,
  type DeadLetterPosition,
} from './dead-letter-depth.ts';
export {
  createDeadLetterLog,
  DEAD_LETTER_READER_GROUP_PREFIX,
  DEAD_LETTERS_KEPT,
  type DeadLetterLog,
  type StoredDeadLetter,
} from './dead-letter-log.ts';
export {
  createStreamInspector,
  HEADER_REPLAY_OF,
  STREAMS_TIMEOUT_MS,
  type ReplayOutcome,
  type ReplayRequest,
  type StreamInspector,
  type StreamInspectorOptions,
} from './stream-inspector.ts';
