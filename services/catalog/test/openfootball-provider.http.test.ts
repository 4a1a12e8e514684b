// The openfootball provider against the real data, served over real HTTP on 127.0.0.1.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSeason } from '../src/domain/fixture.ts';
import { seasonFromLabel, seasonFromYear } from '../src/domain/season.ts';
import {
  ProviderError,
  createOpenfootballProvider,
  createSnapshotProvider,
  locateSnapshotDir,
  parseOpenfootballSeason,
} from '../src/providers/index.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, serveFolder, startServer } from './support/static-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await serveFolder(rawOpenfootballDir());
});
afterAll(() => server.close());

const RESULTS: Record<string, number> = {
  '2022-23': 380,
  '2023-24': 380,
  '2024-25': 380,
  '2025-26': 291,
  '2026-27': 40,
};

describe('openfootball provider over HTTP', () => {
  it('reads every season: 380 fixtures, the known number of results, nothing rejected', async () => {
    const provider = createOpenfootballProvider({ baseUrl: `${server.baseUrl}/` });
    for (const label of SEASON_LABELS) {
      const season = seasonFromLabel(label)!;
      const feed = await provider.fetchSeason(season);
      expect(feed.rejected).toEqual([]);
      const { fixtures, rejected } = normaliseSeason(season, feed.matches, provider.source);
      expect(rejected, label).toEqual([]);
      expect(fixtures, label).toHaveLength(380);
      expect(
        fixtures.filter((f) => f.home_goals !== null),
        label,
      ).toHaveLength(RESULTS[label]!);
      expect(new Set(fixtures.map((f) => f.fixture_id)).size).toBe(380);
      expect(fixtures.every((f) => f.venue && f.home_team_id && f.away_team_id)).toBe(true);
      expect(new Set(fixtures.map((f) => f.gameweek)).size).toBe(38);
    }
    expect(server.requests.map((r) => r.url)).toEqual(SEASON_LABELS.map((label) => `/${label}/en.1.json`));
  });

  it('turns an openfootball match into a fixture with UTC kick-off, venue, score and provider id', async () => {
    const provider = createOpenfootballProvider({ baseUrl: server.baseUrl });
    const season = seasonFromYear(2026);
    const { fixtures } = normaliseSeason(
      season,
      (await provider.fetchSeason(season)).matches,
      'openfootball',
    );
    expect(fixtures[0]).toEqual({
      fixture_id: 2026002008,
      season: '2026-27',
      season_year: 2026,
      gameweek: 1,
      date: '2026-08-21',
      kickoff: '2026-08-21T19:00:00.000Z',
      home_team: 'Arsenal FC',
      away_team: 'Coventry City FC',
      home_team_id: 'arsenal-fc',
      away_team_id: 'coventry-city-fc',
      venue: 'Emirates Stadium',
      status: 'finished',
      home_goals: 3,
      away_goals: 0,
      source: 'openfootball',
      provider_ids: { openfootball: '2026-27/arsenal-fc-v-coventry-city-fc' },
    });
    // The bare-list score form ("score": [0, 0]) is a result too.
    const forestSpurs = fixtures.find(
      (f) => f.home_team === 'Nottingham Forest FC' && f.away_team === 'Tottenham Hotspur FC',
    );
    expect(forestSpurs).toMatchObject({ gameweek: 3, status: 'finished', home_goals: 0, away_goals: 0 });
    expect(fixtures.find((f) => f.gameweek === 5)).toMatchObject({ status: 'scheduled', home_goals: null });
  });

  it('keeps the postponed 2025-26 match without a time at a provisional 15:00 UK kick-off', async () => {
    const provider = createOpenfootballProvider({ baseUrl: server.baseUrl });
    const season = seasonFromYear(2025);
    const { fixtures } = normaliseSeason(
      season,
      (await provider.fetchSeason(season)).matches,
      'openfootball',
    );
    const postponed = fixtures.filter((f) => f.status === 'postponed');
    expect(postponed).toHaveLength(1);
    expect(postponed[0]).toMatchObject({
      home_team: 'Manchester City FC',
      away_team: 'Crystal Palace FC',
      gameweek: 31,
      date: '2026-03-21',
      kickoff: '2026-03-21T15:00:00.000Z',
      home_goals: null,
    });
  });

  it('reports a missing season as a non-retryable error and a server failure as retryable', async () => {
    const provider = createOpenfootballProvider({ baseUrl: server.baseUrl });
    const missing = await provider.fetchSeason(seasonFromYear(2009)).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ProviderError);
    expect(missing).toMatchObject({ retryable: false, message: expect.stringContaining('HTTP 404') });

    const failing = await startServer((_url, response) => {
      response.statusCode = 503;
      response.end('busy');
    });
    try {
      const error = await createOpenfootballProvider({ baseUrl: failing.baseUrl })
        .fetchSeason(seasonFromYear(2026))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ retryable: true, message: expect.stringContaining('HTTP 503') });
    } finally {
      await failing.close();
    }
  });

  it('reports an unreachable host and a non-JSON body as provider errors', async () => {
    const closed = await startServer((_url, response) => {
      response.end('<html>not json</html>');
    });
    try {
      const notJson = await createOpenfootballProvider({ baseUrl: closed.baseUrl })
        .fetchSeason(seasonFromYear(2026))
        .catch((e: unknown) => e);
      expect(notJson).toMatchObject({ retryable: false, message: expect.stringContaining('not JSON') });
    } finally {
      await closed.close();
    }
    const unreachable = await createOpenfootballProvider({ baseUrl: closed.baseUrl, timeoutMs: 2_000 })
      .fetchSeason(seasonFromYear(2026))
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({
      retryable: true,
      message: expect.stringContaining('could not be reached'),
    });
  });
});

describe('openfootball file parsing', () => {
  const season = seasonFromYear(2026);

  it('rejects one malformed match and keeps the others', () => {
    const feed = parseOpenfootballSeason(season, {
      matches: [
        {
          round: 'Matchday 1',
          date: '2026-08-21',
          time: '20:00',
          team1: 'Arsenal FC',
          team2: 'Coventry City FC',
        },
        { round: 'Matchday 1', date: '2026-08-22', team1: 'Hull City AFC', score: { ft: [1, 0] } },
      ],
    });
    expect(feed.matches).toHaveLength(1);
    expect(feed.rejected).toEqual([{ ref: '2026-27 match #2', reason: expect.stringContaining('team2') }]);
  });

  it('refuses a body that is not a season file', () => {
    expect(() => parseOpenfootballSeason(season, { rounds: [] })).toThrow(ProviderError);
  });

  it('reports matches without a date, a gameweek, or with a duplicate pairing as no data', () => {
    const base = {
      round: 'Matchday 1',
      date: '2026-08-21',
      time: '20:00',
      team1: 'Arsenal FC',
      team2: 'Coventry City FC',
    };
    const feed = parseOpenfootballSeason(season, {
      matches: [
        base,
        { ...base, date: 'TBC' },
        { ...base, round: 'Final' },
        { ...base, round: 'Matchday 39' },
        base,
      ],
    });
    const { fixtures, rejected } = normaliseSeason(season, feed.matches, 'openfootball');
    expect(fixtures).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual([
      'no date',
      'no gameweek between 1 and 38 (null)',
      'no gameweek between 1 and 38 (39)',
      'duplicate pairing Arsenal FC v Coventry City FC',
    ]);
  });
});

describe('embedded snapshot', () => {
  it('is found from the source tree and is a byte-for-byte copy of the shared openfootball files', () => {
    const dir = locateSnapshotDir();
    expect(dir).toBe(path.resolve(import.meta.dirname, '../data/openfootball'));
    for (const label of SEASON_LABELS) {
      const shipped = readFileSync(path.join(dir!, label, 'en.1.json'));
      expect(shipped.equals(readFileSync(path.join(rawOpenfootballDir(), label, 'en.1.json'))), label).toBe(
        true,
      );
    }
    expect(readFileSync(path.join(dir!, 'README.md'), 'utf8')).toMatch(/CC0 1\.0/);
  });

  it('is also found from a bundle elsewhere in the repository, and reads like the HTTP provider', async () => {
    const repoRoot = path.resolve(import.meta.dirname, '../../..');
    expect(locateSnapshotDir(path.join(repoRoot, 'services', 'gateway', 'dist', 'main.js'))).toBe(
      path.join(repoRoot, 'services', 'catalog', 'data', 'openfootball'),
    );
    const season = seasonFromYear(2024);
    const fromFile = await createSnapshotProvider(locateSnapshotDir()!).fetchSeason(season);
    const overHttp = await createOpenfootballProvider({ baseUrl: server.baseUrl }).fetchSeason(season);
    expect(fromFile).toEqual(overHttp);
    expect(pathToFileURL(locateSnapshotDir()!).href).toMatch(/^file:/);
  });
});
