// End to end on the real broker and store: admin refresh requests → fixtures.refresh.requested →
// ingestion worker → provider over local HTTP → fixtures stored → fixtures.upserted /
// fixtures.refreshed published; a repeated refresh changes nothing; a poison event is
// dead-lettered and the next one is still handled.
import type { EventEnvelope, RefreshStatus } from '@scoreline/contracts';
import { fixturesUpsertedSchema, refreshStatusSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { readDeadLetters, setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, serveFolder } from './support/static-server.ts';

const YEARS = [2022, 2023, 2024, 2025, 2026];
const RESULTS: Record<string, number> = {
  '2022-23': 380,
  '2023-24': 380,
  '2024-25': 380,
  '2025-26': 291,
  '2026-27': 40,
};

let provider: TestServer;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  provider = await serveFolder(rawOpenfootballDir());
  harness = await startHarness({ env: { OPENFOOTBALL_BASE_URL: provider.baseUrl } });
  observed = await harness.observe(['fixtures.upserted', 'fixtures.refreshed']);
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
});

async function refreshAll(runLabel: string): Promise<{ status: RefreshStatus; elapsedMs: number }> {
  const started = Date.now();
  for (const year of YEARS) {
    const response = await request(harness.app)
      .post(`/api/refresh/season/${year}`)
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', `${runLabel}-${year}`);
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(response.body).toMatchObject({
      season: year,
      status: 'pending',
      correlation_id: `${runLabel}-${year}`,
    });
  }
  // The status is read from the database, like the admin panel's 2-second poll.
  let status: RefreshStatus | undefined;
  await waitUntil(
    async () => {
      status = refreshStatusSchema.parse((await request(harness.app).get('/api/refresh/status')).body);
      return !status.running && Object.keys(status.progress).length === YEARS.length;
    },
    120_000,
    'the refresh run to finish',
  );
  return { status: status!, elapsedMs: Date.now() - started };
}

async function allFixtureDocuments(): Promise<Record<string, unknown>[]> {
  return harness.db.connection.collection('fixtures').find({}).sort({ _id: 1 }).toArray();
}

describe('refresh seasons 2022-23 … 2026-27 over Kafka', () => {
  let first: { status: RefreshStatus; elapsedMs: number };

  it('stores 380 fixtures per season with their results, and reports the run as completed', async () => {
    first = await refreshAll('first');
    console.info(`refresh of 5 seasons (request → all completed): ${first.elapsedMs} ms`);
    expect(first.status.error).toBeNull();
    expect(first.status.current_season).toBeNull();
    expect(first.status.completed_at).not.toBeNull();
    for (const year of YEARS) {
      expect(first.status.progress[String(year)]).toMatchObject({
        status: 'completed',
        total: 380,
        processed: 380,
        updated: 380,
        skipped: 0,
        no_data: 0,
        error: null,
      });
    }
    const fixtures = harness.db.connection.collection('fixtures');
    for (const label of SEASON_LABELS) {
      expect(await fixtures.countDocuments({ season: label }), label).toBe(380);
      expect(await fixtures.countDocuments({ season: label, home_goals: { $ne: null } }), label).toBe(
        RESULTS[label],
      );
    }
    const teams = await harness.context.repositories.teams.findAll();
    expect(teams).toHaveLength(27);
    expect(teams.find((team) => team.id === 'everton-fc')).toEqual({
      id: 'everton-fc',
      club_number: 10,
      name: 'Everton FC',
      short_name: 'Everton',
      tla: 'EVE',
      grounds: [
        { name: 'Goodison Park', city: 'Liverpool', from: 1888 },
        { name: 'Hill Dickinson Stadium', city: 'Liverpool', from: 2025 },
      ],
    });
  });

  it('publishes each season whole on fixtures.upserted and its counts on fixtures.refreshed, with the request id', async () => {
    for (const year of YEARS) {
      const label = SEASON_LABELS[YEARS.indexOf(year)]!;
      const refreshed = await observed.waitFor(
        'fixtures.refreshed',
        1,
        (e) => e.correlation_id === `first-${year}`,
      );
      expect(refreshed[0]!.data).toEqual({
        season: label,
        source: 'openfootball',
        total: 380,
        processed: 380,
        updated: 380,
        skipped: 0,
      });
      const upserted = await observed.waitFor(
        'fixtures.upserted',
        4,
        (e) => e.correlation_id === `first-${year}`,
      );
      const records = upserted.flatMap(
        (event: EventEnvelope<'fixtures.upserted'>) => fixturesUpsertedSchema.parse(event.data).fixtures,
      );
      expect(records).toHaveLength(380);
      expect(new Set(records.map((record) => record.id)).size).toBe(380);
      expect(records.filter((record) => record.home_goals !== null)).toHaveLength(RESULTS[label]!);
      expect(records.every((record) => record.season === label && record.venue !== null)).toBe(true);
    }
  });

  it('changes nothing when the same data is refreshed again: 0 updated, 380 skipped, identical documents', async () => {
    const before = await allFixtureDocuments();
    const second = await refreshAll('second');
    for (const year of YEARS) {
      expect(second.status.progress[String(year)]).toMatchObject({
        status: 'completed',
        updated: 0,
        skipped: 380,
        processed: 380,
      });
    }
    expect(await allFixtureDocuments()).toEqual(before);
    const refreshed = await observed.waitFor('fixtures.refreshed', 5, (e) =>
      e.correlation_id.startsWith('second-'),
    );
    expect(refreshed.map((event) => event.data.updated)).toEqual([0, 0, 0, 0, 0]);
  });

  it('dead-letters a poison refresh request and still handles the next one', async () => {
    const producer = harness.bus.kafka.producer();
    await producer.connect();
    await producer.send({
      topic: harness.bus.topicName('fixtures.refresh.requested'),
      messages: [
        { key: '2026-27', value: 'this is not an event' },
        {
          key: '2026-27',
          value: JSON.stringify({ id: 'x', type: 'fixtures.refresh.requested', data: { season: '2026-27' } }),
        },
      ],
    });
    await producer.disconnect();

    const response = await request(harness.app)
      .post('/api/refresh/season/2026')
      .set('Authorization', `Bearer ${harness.adminToken}`)
      .set('X-Request-Id', 'after-poison');
    expect(response.status).toBe(202);
    const refreshed = await observed.waitFor(
      'fixtures.refreshed',
      1,
      (e) => e.correlation_id === 'after-poison',
    );
    expect(refreshed[0]!.data).toMatchObject({ season: '2026-27', updated: 0, skipped: 380 });

    const dlq = await readDeadLetters(harness.bus, 'fixtures.refresh.requested', 2);
    expect(dlq.map((record) => record.reason)).toEqual(['poison', 'poison']);
    expect(dlq[0]).toMatchObject({
      value: 'this is not an event',
      attempts: 0,
      original_topic: harness.bus.topicName('fixtures.refresh.requested'),
    });
  });
});
