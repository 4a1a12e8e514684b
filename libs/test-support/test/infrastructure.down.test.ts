// With the servers pointed at closed ports, the checks fail with the message the harnesses show.
import { afterEach, describe, expect, it } from 'vitest';
import { requireInfrastructure, requireKafka, requireStore } from '../src/index.ts';

const saved = { KAFKA_BROKERS: process.env.KAFKA_BROKERS, MONGODB_URI: process.env.MONGODB_URI };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('when the infrastructure is down', () => {
  it('requireKafka names Kafka, its brokers and KAFKA_BROKERS', async () => {
    process.env.KAFKA_BROKERS = '127.0.0.1:1';
    await expect(requireKafka()).rejects.toThrow(
      /^Integration tests need Kafka at 127\.0\.0\.1:1: start it with `npm run infra:up` \(or set KAFKA_BROKERS\)\. /,
    );
  });

  it('requireStore names the store, its URI and MONGODB_URI', async () => {
    process.env.MONGODB_URI = 'mongodb://127.0.0.1:1';
    await expect(requireStore('catalog')).rejects.toThrow(
      /^Integration tests need a MongoDB-protocol store at mongodb:\/\/127\.0\.0\.1:1: start it with `npm run infra:up` \(or set MONGODB_URI\)\. /,
    );
  }, 15_000);

  it('requireInfrastructure checks Kafka first', async () => {
    process.env.KAFKA_BROKERS = '127.0.0.1:1';
    process.env.MONGODB_URI = 'mongodb://127.0.0.1:1';
    await expect(requireInfrastructure('catalog')).rejects.toThrow(/need Kafka at 127\.0\.0\.1:1/);
  });
});
