// Event contracts: the envelope, the typed topic registry, every topic's payload schema and the
// dead-letter record. libs/events builds the Kafka producer and consumer on these.
export * from './common.ts';
export * from './fixture.ts';
export * from './payloads.ts';
export * from './topics.ts';
export * from './envelope.ts';
export * from './dead-letter.ts';
