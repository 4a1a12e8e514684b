// With the broker down, GET /api/streams took 4-15 s to answer and a dead-letter replay 15 s (the
// inspector waited its whole STREAMS_TIMEOUT_MS on a broker that could not answer). Both must answer
// 503 {detail} with Retry-After at once whether the broker is down (connections refused) or frozen
// (SIGSTOP: connections taken by the kernel, then silence), and 200 again once it is back. The broker
// is a private one (test-support startPrivateKafka), read through the gateway's app as in
// production. A hang fails the requests' client timeout; nothing here measures time.
import { errorBodySchema, eventStreamsResponseSchema } from '@scoreline/contracts';
import { createStreamInspector, type StreamInspector } from '@scoreline/events';
import { issueAdminToken } from '@scoreline/service-kit';
import { type PrivateKafka, setUpOnce, silentLogger, startPrivateKafka, testNames, waitUntil } from '@scoreline/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth } from './support/gateway-deps.ts';

/**
 * Under the 15 s a frozen broker held every call (its whole STREAMS_TIMEOUT_MS): a hang fails it, a
 * heavily loaded machine does not.
 */
const ANSWER_TIMEOUT_MS = 12_000;

const bearer = `Bearer ${issueAdminToken(testAuth, 600)}`;
let kafka: PrivateKafka;
let streams: StreamInspector;
let app: Express;

setUpOnce(async () => {
  kafka = await startPrivateKafka();
  streams = createStreamInspector({ brokers: kafka.brokers, namespace: testNames('gateway', 'streams-outage').namespace, topics: ['payment.completed'], logger: silentLogger });
  app = createApp(gatewayDeps({ streams }));
  // Connected and caught up before the broker goes away, as a gateway that has been running.
  await waitUntil(async () => (await overview().catch(() => undefined))?.status === 200, 90_000, 'the event streams answering');
});
afterAll(async () => {
  await streams?.stop();
  await kafka?.close();
});

const overview = () => request(app).get('/api/streams').set('Authorization', bearer).timeout(ANSWER_TIMEOUT_MS);
const replay = () => request(app).post('/api/streams/payment.completed/dead-letters/0-0/replay').set('Authorization', bearer).timeout(ANSWER_TIMEOUT_MS);

async function expectUnavailable(call: () => request.Test): Promise<void> {
  const answer = await call();
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(errorBodySchema.parse(answer.body).detail).toMatch(/event broker cannot be reached/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('Event Streams while the broker is out', () => {
  it('answer 503 at once while the broker is frozen, and the overview again once it thaws', async () => {
    await kafka.signal('STOP');
    try {
      await expectUnavailable(overview);
      await expectUnavailable(replay);
    } finally {
      await kafka.signal('CONT');
    }
    await waitUntil(async () => (await overview().catch(() => undefined))?.status === 200, 60_000, 'the overview after the broker thawed');
  });

  it('answer 503 at once while the broker is down, and the overview again once it is back', async () => {
    await kafka.down();
    try {
      await expectUnavailable(overview);
      await expectUnavailable(replay);
    } finally {
      await kafka.up();
    }
    let back: request.Response | undefined;
    await waitUntil(async () => (back = await overview().catch(() => undefined))?.status === 200, 90_000, 'the overview after the broker restarted');
    expect(eventStreamsResponseSchema.parse(back?.body).topics.map((t) => t.topic)).toEqual(['payment.completed']);
  }, 300_000);
});
