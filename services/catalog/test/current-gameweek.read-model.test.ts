// The home page's list: the current gameweek's fixtures with the outcome from the predictions
// read model (fed by predictions.updated), on the real broker and store, with the product's clock
// pinned between Matchdays 4 and 5 of 2026-27 and moved on later.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type GameweekResponse, gameweekResponseSchema } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '@scoreline/service-kit';
import { setUpOnce } from '@scoreline/test-support';
import { type Harness, type Observed, startHarness, waitUntil } from './support/harness.ts';
import { eplDataDir, rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, serveFolder } from './support/static-server.ts';

let folder: string;
const clock = manualClock('2026-09-16T12:00:00Z');
let provider: TestServer;
let harness: Harness;
let observed: Observed;

setUpOnce(async () => {
  // A private copy of the openfootball files, so the test can publish new results later.
  folder = mkdtempSync(path.join(tmpdir(), 'catalog-openfootball-'));
  cpSync(rawOpenfootballDir(), folder, { recursive: true });
  provider = await serveFolder(folder);
  harness = await startHarness({
    clock,
    env: { OPENFOOTBALL_BASE_URL: provider.baseUrl, CATALOG_SEASONS: '2025,2026' },
  });
  observed = await harness.observe(['fixtures.refreshed']);
});
afterAll(async () => {
  await harness?.close();
  await provider?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function refresh(year: number, requestId: string) {
  const response = await request(harness.app)
    .post(`/api/refresh/season/${year}`)
    .set('Authorization', `Bearer ${harness.adminToken}`)
    .set('X-Request-Id', requestId);
  expect(response.status).toBe(202);
  const [event] = await observed.waitFor('fixtures.refreshed', 1, (e) => e.correlation_id === requestId);
  return event!.data;
}

async function gameweek(app = harness.app): Promise<GameweekResponse> {
  const response = await request(app).get('/api/fixtures/gameweek/current');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return gameweekResponseSchema.parse(response.body);
}

async function publishPredictions(
  predictions: { fixture_id: string; predicted_outcome: 'home_win' | 'draw' | 'away_win' | null }[],
) {
  await harness.bus.publish('predictions.updated', {
    data: {
      season: '2026-27',
      predictions: predictions.map((p) => ({ ...p, has_prediction: p.predicted_outcome !== null })),
    },
    correlationId: `test-${Date.now()}`,
  });
}

const OUTCOMES = ['home_win', 'draw', 'away_win'] as const;

describe('GET /api/fixtures/gameweek/current', () => {
  let fixtureIds: number[] = [];

  it('lists gameweek 5 of 2026-27 (results up to Matchday 4), kick-off ordered, with venues and no predictions yet', async () => {
    expect(await gameweek()).toEqual({ fixtures: [], gameweek_info: null, staleness: null });
    await refresh(2025, 'gw-2025');
    await refresh(2026, 'gw-2026');
    const answer = await gameweek();
    expect(answer.gameweek_info).toEqual({ current_gameweek: 5, season: '2026-27' });
    expect(answer.staleness).toBeNull();
    expect(answer.fixtures).toHaveLength(10);
    expect(answer.fixtures[0]).toEqual({
      fixture_id: 2026004007,
      home_team: 'Brentford FC',
      away_team: 'Chelsea FC',
      date: '2026-09-18T19:00:00.000Z',
      venue: 'Gtech Community Stadium',
      predicted_outcome: null,
      has_prediction: false,
    });
    const dates = answer.fixtures.map((f) => f.date);
    expect([...dates].sort()).toEqual(dates);
    expect(answer.fixtures.every((f) => f.venue)).toBe(true);
    fixtureIds = answer.fixtures.map((f) => f.fixture_id);
  });

  it('shows the outcomes that predictions.updated carries, for exactly the fixtures that have one', async () => {
    // Nine predictions and one fixture still pending.
    await publishPredictions(
      fixtureIds.map((id, index) => ({
        fixture_id: String(id),
        predicted_outcome: index === 9 ? null : OUTCOMES[index % 3]!,
      })),
    );
    let answer: GameweekResponse | undefined;
    await waitUntil(
      async () => (answer = await gameweek()).fixtures.some((f) => f.has_prediction),
      20_000,
      'outcomes',
    );
    expect(answer!.fixtures.map((f) => [f.fixture_id, f.predicted_outcome, f.has_prediction])).toEqual(
      fixtureIds.map((id, index) => [id, index === 9 ? null : OUTCOMES[index % 3], index !== 9]),
    );
  });

  it('is idempotent for a repeated prediction and follows a later one', async () => {
    const first = fixtureIds[0]!;
    await publishPredictions([{ fixture_id: String(first), predicted_outcome: 'home_win' }]);
    await publishPredictions([{ fixture_id: String(first), predicted_outcome: 'home_win' }]);
    await publishPredictions([{ fixture_id: String(first), predicted_outcome: 'away_win' }]);
    await waitUntil(
      async () => (await gameweek()).fixtures[0]!.predicted_outcome === 'away_win',
      20_000,
      'the later outcome',
    );
    const summaries = harness.db.connection.collection('prediction_summaries');
    expect(await summaries.countDocuments({})).toBe(10);
    expect(await summaries.findOne({ _id: String(first) as never })).toMatchObject({
      season: '2026-27',
      predicted_outcome: 'away_win',
      has_prediction: true,
    });
  });

  it('carries an ETag: 304 to a matching If-None-Match while unchanged, a new ETag once a prediction changes', async () => {
    const first = await request(harness.app).get('/api/fixtures/gameweek/current');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await request(harness.app).get('/api/fixtures/gameweek/current').set('If-None-Match', etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await publishPredictions([{ fixture_id: String(fixtureIds[0]), predicted_outcome: 'home_win' }]);
    await waitUntil(async () => (await gameweek()).fixtures[0]!.predicted_outcome === 'home_win', 20_000, 'the new outcome');
    const changed = await request(harness.app).get('/api/fixtures/gameweek/current').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(gameweekResponseSchema.parse(changed.body).fixtures[0]!.predicted_outcome).toBe('home_win');
  });

  it('reaches another replica within its cache TTL', async () => {
    const replica = await harness.replica({ GAMEWEEK_CACHE_TTL_MS: '300' });
    try {
      const before = await gameweek(replica.app);
      expect(before.fixtures[1]!.predicted_outcome).toBe('draw');
      await publishPredictions([{ fixture_id: String(fixtureIds[1]), predicted_outcome: 'home_win' }]);
      // The replica handled nothing itself; its cached answer expires and it reads the change.
      await waitUntil(
        async () => (await gameweek(replica.app)).fixtures[1]!.predicted_outcome === 'home_win',
        20_000,
        'the replica',
      );
    } finally {
      await replica.close();
    }
  });

  it('moves to gameweek 6 once the clock is past Matchday 5, says the results are late, and stops once they arrive (10 updated, 370 skipped)', async () => {
    clock.set('2026-09-21T12:00:00Z');
    const late = await gameweek();
    expect(late.gameweek_info).toEqual({ current_gameweek: 6, season: '2026-27' });
    expect(late.staleness).toEqual({ season: '2026-27', overdue_matches: 10, last_result_at: '2026-09-14T19:00:00.000Z', results_up_to_gameweek: 4 });
    addMatchday5Results(path.join(folder, '2026-27', 'en.1.json'));
    const counts = await refresh(2026, 'gw5-results');
    expect(counts).toMatchObject({ total: 380, updated: 10, skipped: 370 });
    const answer = await gameweek();
    expect(answer.gameweek_info).toEqual({ current_gameweek: 6, season: '2026-27' });
    expect(answer.staleness).toBeNull();
    expect(answer.fixtures).toHaveLength(10);
    expect(answer.fixtures.every((f) => !f.has_prediction && f.predicted_outcome === null)).toBe(true);
    expect(
      await harness.db.connection
        .collection('fixtures')
        .countDocuments({ season: '2026-27', home_goals: { $ne: null } }),
    ).toBe(50);
  });
});

/** Writes the Matchday 5 scores of the shared 2026-27 results (CSV) into the openfootball file. */
function addMatchday5Results(file: string): void {
  const rows = readFileSync(path.join(eplDataDir(), '2026-27.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
  const scores = new Map<string, [number, number]>();
  for (const row of rows) {
    const [, gameweek, , , home, away, homeGoals, awayGoals] = row.split(',');
    if (gameweek === '5' && homeGoals && awayGoals)
      scores.set(`${home}|${away}`, [Number(homeGoals), Number(awayGoals)]);
  }
  expect(scores.size).toBe(10);
  const body = JSON.parse(readFileSync(file, 'utf8')) as {
    matches: { team1: string; team2: string; score?: unknown }[];
  };
  for (const match of body.matches) {
    const score = scores.get(`${match.team1}|${match.team2}`);
    if (score) match.score = { ft: score };
  }
  writeFileSync(file, JSON.stringify(body));
}
