// The Event Streams API pages through every dead letter the gateway keeps for a topic, newest
// first (the overview lists only the newest DEAD_LETTERS_LISTED; after the outages a topic held 30,
// replayable only by guessing ids), on the real broker: twelve letters in pages of five, no letter
// twice or missing, the last page saying so, and a `before` the gateway does not keep a 404 {detail}.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAD_LETTERS_LISTED, deadLettersPageSchema, eventStreamsResponseSchema } from '@scoreline/contracts';
import type { EventSubscription } from '@scoreline/events';
import { issueAdminToken } from '@scoreline/service-kit';
import { requireKafka, waitUntil } from '@scoreline/test-support';
import type { Express } from 'express';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth } from './support/gateway-deps.ts';
import { startStreamsFixture, type StreamsFixture } from './support/streams.ts';

const TOPIC = 'payment.completed';
const LETTERS = 12;
const bearer = `Bearer ${issueAdminToken(testAuth, 600)}`;

let fixture: StreamsFixture | undefined;
let subscription: EventSubscription | undefined;
let app: Express;

beforeAll(async () => {
  await requireKafka();
  fixture = await startStreamsFixture('streams-paging', [TOPIC]);
  // A handler that rejects everything: every event becomes a dead letter.
  subscription = await fixture.bus.subscribe({
    groupId: 'prediction.access',
    topics: [TOPIC],
    retry: { attempts: 1, initialDelayMs: 10, maxDelayMs: 10 },
    handler: async () => {
      throw new Error('no purchase recorded for this token hash');
    },
  });
  app = createApp(gatewayDeps({ streams: fixture.streams }));
});

afterAll(async () => {
  await subscription?.stop();
  await fixture?.cleanUp();
});

const page = async (query: string) => {
  const answer = await request(app).get(`/api/streams/${TOPIC}/dead-letters${query}`).set('Authorization', bearer);
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return deadLettersPageSchema.parse(answer.body);
};

describe('Event Streams: paging through the dead letters of a topic', () => {
  it('lists every kept letter once, five at a time', async () => {
    if (!fixture) throw new Error('fixture not started');
    for (let i = 0; i < LETTERS; i += 1) {
      await fixture.bus.publish(TOPIC, { data: { token_hash: String(i).padStart(64, 'a'), season: '2025-26', gameweek: 1 }, correlationId: `req-paging-${i}` });
    }
    await waitUntil(
      async () => (await page('?limit=50')).total === LETTERS,
      90_000,
      `${LETTERS} letters on ${TOPIC}.dlq`,
    );
    const overview = eventStreamsResponseSchema.parse((await request(app).get('/api/streams').set('Authorization', bearer).expect(200)).body);
    expect(overview.topics.find((t) => t.topic === TOPIC)?.dead_letters).toHaveLength(DEAD_LETTERS_LISTED);

    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const current = await page(`?limit=5${before ? `&before=${before}` : ''}`);
      expect(current.total).toBe(LETTERS);
      seen.push(...current.dead_letters.map((letter) => letter.correlation_id ?? ''));
      before = current.next_before;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    // Every letter exactly once (their order is the log's, across the topic's partitions).
    expect(seen).toHaveLength(LETTERS);
    expect(new Set(seen)).toEqual(new Set(Array.from({ length: LETTERS }, (_, i) => `req-paging-${i}`)));
  });

  it('answers an unknown topic, or a before it does not keep, 404 {detail}, and a bad limit 400', async () => {
    const unknownTopic = await request(app).get('/api/streams/no.such.topic/dead-letters').set('Authorization', bearer);
    expect(unknownTopic.status).toBe(404);
    const unknownLetter = await request(app).get(`/api/streams/${TOPIC}/dead-letters?before=0-999999`).set('Authorization', bearer);
    expect(unknownLetter.status).toBe(404);
    expect(Object.keys(unknownLetter.body)).toEqual(['detail']);
    const badLimit = await request(app).get(`/api/streams/${TOPIC}/dead-letters?limit=500`).set('Authorization', bearer);
    expect(badLimit.status).toBe(400);
    expect((await request(app).get(`/api/streams/${TOPIC}/dead-letters`)).status).toBe(401);
  });
});
