// The Event Streams API refuses what it cannot act on with {detail}, never 500: no token 401, a
// topic the registry does not know 404, a malformed letter id 400, a letter that is not there 404.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAdminToken } from '@scoreline/service-kit';
import { requireKafka } from '@scoreline/test-support';
import type { Express } from 'express';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth } from './support/gateway-deps.ts';
import { startStreamsFixture, type StreamsFixture } from './support/streams.ts';

const bearer = `Bearer ${issueAdminToken(testAuth, 600)}`;
let fixture: StreamsFixture | undefined;
let app: Express;

beforeAll(async () => {
  await requireKafka();
  fixture = await startStreamsFixture('streams-bad-input', ['payment.completed']);
  app = createApp(gatewayDeps({ streams: fixture.streams }));
});

afterAll(async () => {
  await fixture?.cleanUp();
});

describe('Event Streams API: bad input', () => {
  it('asks for a bearer token on both operations', async () => {
    for (const call of [request(app).get('/api/streams'), request(app).post('/api/streams/payment.completed/dead-letters/0-0/replay')]) {
      const answer = await call.expect(401);
      expect(answer.body).toEqual({ detail: 'Bearer token required' });
    }
  });

  it('answers 404 for a topic the registry does not know', async () => {
    const answer = await request(app).post('/api/streams/payments.completed/dead-letters/0-0/replay').set('Authorization', bearer).expect(404);
    expect(answer.body).toEqual({ detail: 'Unknown topic: payments.completed' });
  });

  it('answers 400 for a malformed letter id', async () => {
    for (const id of ['12', 'a-1', '0-01', '-1-2', '1-2-3']) {
      const answer = await request(app).post(`/api/streams/payment.completed/dead-letters/${id}/replay`).set('Authorization', bearer).expect(400);
      expect(answer.body.detail).toMatch(/^params\.id: dead letter id must look like <partition>-<offset>/);
    }
  });

  it('answers 404 for a letter that is not on the dead-letter topic', async () => {
    const answer = await request(app).post('/api/streams/payment.completed/dead-letters/0-5/replay').set('Authorization', bearer).expect(404);
    expect(answer.body).toEqual({ detail: 'No dead letter 0-5 on payment.completed.dlq' });
  });

  it('lists every registry topic it was given with no dead letters on a fresh namespace', async () => {
    const answer = await request(app).get('/api/streams').set('Authorization', bearer).expect(200);
    expect(answer.body.topics.map((t: { topic: string }) => t.topic)).toEqual(['payment.completed']);
    expect(answer.body.dlq_depth_total).toBe(0);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
