// football-data.org cannot be reached from here, so its mapping is checked against a hand-written
// sample in the documented v4 shape (test/fixtures/football-data-pl-2024.json), served over local
// HTTP to check the request the client makes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSeason } from '../src/domain/fixture.ts';
import { seasonFromYear } from '../src/domain/season.ts';
import {
  ProviderError,
  createFootballDataProvider,
  createProviderRegistry,
  parseOpenfootballSeason,
} from '../src/providers/index.ts';
import { rawOpenfootballDir } from './support/epl-data.ts';
import { type TestServer, startServer } from './support/static-server.ts';

const sample = readFileSync(path.join(import.meta.dirname, 'fixtures', 'football-data-pl-2024.json'), 'utf8');
let server: TestServer;

beforeAll(async () => {
  server = await startServer((url, response) => {
    if (url.pathname === '/v4/competitions/PL/matches' && url.searchParams.get('season') === '2024') {
      response.setHeader('content-type', 'application/json');
      response.end(sample);
      return;
    }
    response.statusCode = url.searchParams.get('season') === '2019' ? 403 : 429;
    response.end(JSON.stringify({ message: 'refused', errorCode: response.statusCode }));
  });
});
afterAll(() => server.close());

describe('football-data.org provider', () => {
  const season = seasonFromYear(2024);
  const provider = () => createFootballDataProvider({ token: 'test-token', baseUrl: `${server.baseUrl}/v4` });

  it('asks for the PL matches of the season with the token header', async () => {
    await provider().fetchSeason(season);
    const request = server.requests.at(-1)!;
    expect(request.url).toBe('/v4/competitions/PL/matches?season=2024');
    expect(request.headers['x-auth-token']).toBe('test-token');
  });

  it('maps statuses, scores, kick-offs, teams and match ids onto fixtures', async () => {
    const feed = await provider().fetchSeason(season);
    expect(feed.rejected.map((r) => r.ref)).toEqual(['football-data match 497423', '2024-25 match #8']);
    const { fixtures, rejected } = normaliseSeason(season, feed.matches, 'football-data');
    expect(rejected).toEqual([]);
    expect(fixtures[0]).toEqual({
      fixture_id: 2024019011,
      season: '2024-25',
      season_year: 2024,
      gameweek: 1,
      date: '2024-08-16',
      kickoff: '2024-08-16T19:00:00.000Z',
      home_team: 'Manchester United FC',
      away_team: 'Fulham FC',
      home_team_id: 'manchester-united-fc',
      away_team_id: 'fulham-fc',
      venue: 'Old Trafford',
      status: 'finished',
      home_goals: 1,
      away_goals: 0,
      source: 'football-data',
      provider_ids: { football_data: 497410 },
    });
    const byId = new Map(fixtures.map((f) => [f.provider_ids.football_data, f]));
    expect(byId.get(497412)).toMatchObject({ status: 'finished', home_goals: 2, away_goals: 0 });
    expect(byId.get(497420)).toMatchObject({
      status: 'scheduled',
      home_goals: null,
      venue: 'Anfield',
      date: '2024-12-26',
      away_team_id: 'afc-bournemouth',
    });
    expect(byId.get(497421)).toMatchObject({
      status: 'postponed',
      home_goals: null,
      away_team: 'Manchester City FC',
    });
    // A live score is not a result: it is neither shown as one nor learnt from.
    expect(byId.get(497422)).toMatchObject({ status: 'in_play', home_goals: null, away_goals: null });
  });

  it('gives the same fixture id and venue as openfootball for the same match', async () => {
    const fromApi = normaliseSeason(season, (await provider().fetchSeason(season)).matches, 'football-data');
    const file = JSON.parse(
      readFileSync(path.join(rawOpenfootballDir(), '2024-25', 'en.1.json'), 'utf8'),
    ) as unknown;
    const fromFile = normaliseSeason(season, parseOpenfootballSeason(season, file).matches, 'openfootball');
    for (const fixture of fromApi.fixtures) {
      const twin = fromFile.fixtures.find(
        (f) => f.home_team === fixture.home_team && f.away_team === fixture.away_team,
      );
      expect(twin?.fixture_id, fixture.home_team).toBe(fixture.fixture_id);
    }
    expect(fromFile.fixtures.find((f) => f.fixture_id === 2024_019_011)).toMatchObject({
      venue: 'Old Trafford',
      kickoff: '2024-08-16T19:00:00.000Z',
      home_goals: 1,
      away_goals: 0,
    });
  });

  it('reports a refused season as final and a rate limit as retryable', async () => {
    const refused = await provider()
      .fetchSeason(seasonFromYear(2019))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderError);
    expect(refused).toMatchObject({ retryable: false, message: expect.stringContaining('HTTP 403') });
    const limited = await provider()
      .fetchSeason(seasonFromYear(2023))
      .catch((e: unknown) => e);
    expect(limited).toMatchObject({ retryable: true, message: expect.stringContaining('HTTP 429') });
  });
});

describe('provider registry', () => {
  it('uses football-data.org only when a token is set', () => {
    const plain = createProviderRegistry({ openfootballBaseUrl: 'file:///tmp/none' });
    expect(plain.defaultSource).toBe('openfootball');
    expect(() => plain.get('football-data')).toThrow(/FOOTBALL_DATA_TOKEN/);
    const withToken = createProviderRegistry({
      openfootballBaseUrl: 'file:///tmp/none',
      footballDataToken: 'x',
    });
    expect(withToken.defaultSource).toBe('football-data');
    expect(withToken.get('football-data').source).toBe('football-data');
    expect(withToken.get('openfootball').source).toBe('openfootball');
  });
});
