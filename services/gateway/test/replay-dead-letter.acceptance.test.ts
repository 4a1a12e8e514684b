// Dead letters and their replay (docs/engineering.md, "Event streams") on the real broker, through
// the gateway's API and its /metrics: an event the handler rejects (the token hash it needs is
// unknown) lands on payment.completed.dlq; the DLQ depth is 1 on /metrics and on GET /api/streams
// alike; once the handler's input is fixed (the token hash is known), POST .../replay republishes
// it with its correlation id, the handler takes it, and the depth is 0 on both. A second replay of
// the same letter is refused.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStreamsResponseSchema, deadLetterReplayResponseSchema } from '@scoreline/contracts';
import { type EventSubscription, STREAM_METRIC_NAMES } from '@scoreline/events';
import { issueAdminToken, operatorAppOf } from '@scoreline/service-kit';
import { requireKafka, waitUntil } from '@scoreline/test-support';
import type { Express } from 'express';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth } from './support/gateway-deps.ts';
import { startStreamsFixture, type StreamsFixture } from './support/streams.ts';

const TOPIC = 'payment.completed';
const TOKEN_HASH = 'c'.repeat(64);
const bearer = `Bearer ${issueAdminToken(testAuth, 600)}`;

let fixture: StreamsFixture | undefined;
let subscription: EventSubscription | undefined;
let app: Express;
const knownTokens = new Set<string>();
const handled: { token: string; correlationId: string }[] = [];

beforeAll(async () => {
  await requireKafka();
  fixture = await startStreamsFixture('streams-acceptance', [TOPIC]);
  subscription = await fixture.bus.subscribe({
    groupId: 'prediction.access',
    topics: [TOPIC],
    retry: { attempts: 2, initialDelayMs: 10, maxDelayMs: 10 },
    handler: async (event) => {
      // What the handler needs: the purchase's token hash must be known to it.
      if (!knownTokens.has(event.data.token_hash)) throw new Error('no purchase recorded for this token hash');
      handled.push({ token: event.data.token_hash, correlationId: event.correlationId });
    },
  });
  app = createApp(gatewayDeps({ streams: fixture.streams }));
});

afterAll(async () => {
  await subscription?.stop();
  await fixture?.cleanUp();
});

async function streams() {
  const answer = await request(app).get('/api/streams').set('Authorization', bearer).expect(200);
  return eventStreamsResponseSchema.parse(answer.body);
}

async function metricDepth(): Promise<number | undefined> {
  const text = (await request(operatorAppOf(app)).get('/metrics').expect(200)).text;
  const line = text.split('\n').find((l) => l.startsWith(`${STREAM_METRIC_NAMES.deadLetterDepth}{topic="${TOPIC}"}`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('a poison event replayed from the Event Streams API once its cause is fixed', () => {
  it('shows depth 1 on /metrics and the API, replays it, and shows depth 0', async () => {
    if (!fixture) throw new Error('fixture not started');
    await fixture.bus.publish(TOPIC, {
      data: { token_hash: TOKEN_HASH, season: '2025-26', gameweek: 12 },
      correlationId: 'req-acceptance',
    });

    let depth = 0;
    await waitUntil(
      async () => {
        depth = (await streams()).topics.find((t) => t.topic === TOPIC)?.dlq_depth ?? 0;
        return depth === 1;
      },
      60_000,
      'the rejected event counted on payment.completed.dlq',
    );
    expect(await metricDepth()).toBe(1);
    const before = await streams();
    expect(before.dlq_depth_total).toBe(1);
    const [letter] = before.topics.find((t) => t.topic === TOPIC)?.dead_letters ?? [];
    expect(letter).toMatchObject({
      reason: 'handler_failed',
      error: 'no purchase recorded for this token hash',
      correlation_id: 'req-acceptance',
      group: 'prediction.access',
      replay: null,
    });
    expect(handled).toEqual([]);

    knownTokens.add(TOKEN_HASH);
    const replay = await request(app)
      .post(`/api/streams/${TOPIC}/dead-letters/${letter!.id}/replay`)
      .set('Authorization', bearer)
      .expect(200);
    expect(deadLetterReplayResponseSchema.parse(replay.body)).toMatchObject({
      topic: TOPIC,
      id: letter!.id,
      correlation_id: 'req-acceptance',
      replayed_by: 'admin',
    });
    await waitUntil(() => handled.length === 1, 30_000, 'the replayed event handled');
    expect(handled).toEqual([{ token: TOKEN_HASH, correlationId: 'req-acceptance' }]);

    const after = await streams();
    expect(after.topics.find((t) => t.topic === TOPIC)?.dlq_depth).toBe(0);
    expect(after.dlq_depth_total).toBe(0);
    expect(after.topics.find((t) => t.topic === TOPIC)?.dead_letters[0]?.replay?.replayed_by).toBe('admin');
    expect(await metricDepth()).toBe(0);

    const again = await request(app)
      .post(`/api/streams/${TOPIC}/dead-letters/${letter!.id}/replay`)
      .set('Authorization', bearer)
      .expect(409);
    expect(again.body.detail).toMatch(/already replayed by admin/);
    expect(handled).toHaveLength(1);
  });
});
