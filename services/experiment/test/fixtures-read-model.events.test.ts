// fixtures.upserted → the read model on the real broker: batches are stored and evaluated, a
// redelivered batch writes nothing, a poison message goes to the dead-letter topic and the next
// message is still handled.
import { randomUUID } from 'node:crypto';
import { createEventEnvelope } from '@scoreline/contracts';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { eplFixtureRecords, type Harness, startHarness, waitUntil } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness({ workers: true });
});
afterAll(async () => {
  await h?.close();
});

const season = eplFixtureRecords().filter((r) => r.season === '2023-24');

describe('fixtures read model', () => {
  it('stores published batches; an experiment then runs on them', async () => {
    for (let i = 0; i < season.length; i += 100) {
      await h.bus.publish('fixtures.upserted', { data: { season: '2023-24', fixtures: season.slice(i, i + 100) } });
    }
    await waitUntil(async () => (await h.context.repositories.fixtures.findAll()).length === season.length, 60_000, 'the season in the read model');
    const response = await request(h.app)
      .post('/api/sandbox/experiments')
      .set('Authorization', h.auth)
      .send({ name: 'From events', weight_set_id: 'ws-equal', test_season: 2023, gameweek_start: 1, gameweek_end: 38 });
    expect(response.status).toBe(201);
    expect(response.body.accuracy_results.total).toBe(season.length);
  });

  it('dead-letters a poison message and handles the next one', async () => {
    const version = await h.context.repositories.fixtures.version();
    // Raw bytes that are no envelope at all: what a broken producer could send.
    const producer = h.bus.kafka.producer();
    await producer.connect();
    try {
      await producer.send({ topic: h.bus.topicName('fixtures.upserted'), messages: [{ key: '2023-24', value: 'not json {' }] });
      const changed = { ...season[0]!, home_goals: 9, away_goals: 0 };
      const envelope = createEventEnvelope('fixtures.upserted', { season: '2023-24', fixtures: [changed] }, { correlationId: randomUUID() });
      await producer.send({ topic: h.bus.topicName('fixtures.upserted'), messages: [{ key: '2023-24', value: JSON.stringify(envelope) }] });
    } finally {
      await producer.disconnect();
    }
    const [letter] = await h.deadLetters('fixtures.upserted', 1);
    expect(letter?.error).toBeTruthy();
    await waitUntil(async () => (await h.context.repositories.fixtures.version()) > version, 60_000, 'the message after the poison handled');
    const stored = (await h.context.repositories.fixtures.findAll()).find((f) => f.fixture_id === season[0]!.id);
    expect(stored).toMatchObject({ home_goals: 9, away_goals: 0 });
  });

  it('writes nothing for a redelivered batch', async () => {
    const version = await h.context.repositories.fixtures.version();
    await h.bus.publish('fixtures.upserted', { data: { season: '2023-24', fixtures: season.slice(100, 200) } });
    await h.bus.publish('fixtures.upserted', { data: { season: '2023-24', fixtures: [{ ...season[1]!, home_goals: 8, away_goals: 8 }] } });
    await waitUntil(async () => (await h.context.repositories.fixtures.version()) > version, 60_000, 'the marker batch handled');
    // The replayed batch changed nothing, so only the marker batch moved the version.
    expect(await h.context.repositories.fixtures.version()).toBe(version + 1);
  });
});
