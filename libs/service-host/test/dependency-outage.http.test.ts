// A request that needs the store or the broker while it is down answers 503 {detail} with
// Retry-After, not a 500: the errors are the drivers' own, raised against a port nothing listens on.
import { createServer } from 'node:net';
import { createEventBus } from '@scoreline/events';
import { createServiceApp } from '@scoreline/service-kit';
import { silentLogger } from '@scoreline/test-support';
import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A loopback port that was free a moment ago and has nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

let client: InstanceType<typeof mongoose.mongo.MongoClient>;
let brokers: string[];
const router = express.Router();
router.get('/api/from-store', async (_req, res) => {
  res.json(await client.db('outage').collection('things').findOne({}));
});
router.post('/api/to-broker', async (_req, res) => {
  const bus = createEventBus({ brokers, clientId: 'outage-test', logger: silentLogger });
  await bus.start();
  res.json({ started: true });
});
router.get('/api/bug', () => {
  throw new TypeError('a real bug');
});

const app = createServiceApp({
  name: 'outage',
  logger: silentLogger,
  defaultMetrics: false,
  mount: (target) => target.use(router),
});

beforeAll(async () => {
  const port = await closedPort();
  client = new mongoose.mongo.MongoClient(`mongodb://127.0.0.1:${port}/outage`, { serverSelectionTimeoutMS: 300 });
  brokers = [`127.0.0.1:${await closedPort()}`];
});
afterAll(async () => {
  await client.close();
});

describe('a dependency that is down', () => {
  it('the store: 503 {detail} with Retry-After, not 500', async () => {
    const response = await request(app).get('/api/from-store');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: expect.stringMatching(/data store cannot be reached/) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the broker: 503 {detail} with Retry-After, not 500', async () => {
    const response = await request(app).post('/api/to-broker');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: expect.stringMatching(/event broker cannot be reached/) });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('anything else is still a 500 that leaks nothing', async () => {
    const response = await request(app).get('/api/bug');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ detail: 'Internal server error' });
  });
});
