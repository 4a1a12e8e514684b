// The 2010-11 … 2021-22 history in the embedded snapshot and the two quirks its ingestion handles:
// club names without the FC/AFC suffix before 2020-21 (one club, one name, one number across every
// season, by the engine's canonical-name rule), and the 66 matches of 2019-20 dated a year early.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalClubName } from '@scoreline/engine';
import { describe, expect, it } from 'vitest';
import { loadCatalogConfig, configuredSeasons, historySeasons } from '../src/config.ts';
import { CLUBS, findClub } from '../src/domain/clubs.ts';
import { type Fixture, type ProviderMatch, normaliseSeason } from '../src/domain/fixture.ts';
import { repairEarlyDates } from '../src/domain/season-dates.ts';
import { type Season, seasonFromYear } from '../src/domain/season.ts';
import { parseOpenfootballSeason } from '../src/providers/openfootball.ts';
import { locateSnapshotDir } from '../src/providers/index.ts';

const snapshotDir = locateSnapshotDir();
const HISTORY = Array.from({ length: 12 }, (_, i) => seasonFromYear(2010 + i));

/** A season of the snapshot as the ingestion turns it into fixtures. */
function ingest(season: Season): { fixtures: Fixture[]; moved: string[]; rejected: number; raw: ProviderMatch[] } {
  const body: unknown = JSON.parse(readFileSync(path.join(snapshotDir!, season.label, 'en.1.json'), 'utf8'));
  const feed = parseOpenfootballSeason(season, body);
  const dated = repairEarlyDates(season, feed.matches);
  const normalised = normaliseSeason(season, dated.matches, 'openfootball');
  return { fixtures: normalised.fixtures, moved: dated.moved, rejected: feed.rejected.length + normalised.rejected.length, raw: feed.matches };
}

describe('the history seasons', () => {
  it('are shipped in the snapshot and ingested on first start after the product seasons, which stay 2022-2026', () => {
    expect(snapshotDir).not.toBeNull();
    const config = loadCatalogConfig({});
    expect(configuredSeasons(config).map((s) => s.year)).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(historySeasons(config).map((s) => s.label)).toEqual(HISTORY.map((s) => s.label));
    expect(historySeasons(loadCatalogConfig({ CATALOG_HISTORY_SEASONS: 'none' }))).toEqual([]);
    for (const season of HISTORY) {
      const { fixtures, rejected } = ingest(season);
      expect(rejected, season.label).toBe(0);
      expect(fixtures, season.label).toHaveLength(380);
      expect(fixtures.every((f) => f.status === 'finished' && f.home_goals !== null)).toBe(true);
    }
  });
});

describe('club names without the FC/AFC suffix before 2020-21', () => {
  it('give one registered club per real club: same name, team id and fixture-id number in every season', () => {
    const byName = new Map<string, { id: string | null; number: number }>();
    for (const season of [...HISTORY, seasonFromYear(2022)]) {
      const { fixtures } = ingest(season);
      const home = new Map<string, number>();
      for (const f of fixtures) {
        // Every club of sixteen seasons is in the registry (team ids and a venue).
        expect(f.home_team_id, f.home_team).not.toBeNull();
        expect(f.venue, f.home_team).not.toBeNull();
        home.set(f.home_team, (home.get(f.home_team) ?? 0) + 1);
        const number = Math.floor(f.fixture_id / 1000) % 1000;
        const seen = byName.get(f.home_team);
        if (seen) expect(seen).toEqual({ id: f.home_team_id, number });
        else byName.set(f.home_team, { id: f.home_team_id, number });
      }
      // 20 clubs with 19 home matches each: no club split into two spellings.
      expect(home.size, season.label).toBe(20);
      expect([...home.values()].every((n) => n === 19), season.label).toBe(true);
    }
    // The spelling of 2019-20 and that of 2020-21 meet in one club.
    const unsuffixed = ingest(seasonFromYear(2019)).raw.find((m) => m.home.name === 'Manchester United');
    const suffixed = ingest(seasonFromYear(2020)).raw.find((m) => m.home.name === 'Manchester United FC');
    expect(unsuffixed && suffixed).toBeTruthy();
    expect(findClub('Manchester United')).toBe(findClub('Manchester United FC'));
    expect([...byName.keys()]).toEqual(expect.arrayContaining(['Manchester United FC', 'Hull City AFC', 'Swansea City AFC', 'Huddersfield Town AFC', 'Stoke City FC', 'Brighton & Hove Albion FC']));
  });

  it('uses the engine’s canonical name, the one the history loader uses, for registered and unregistered clubs', () => {
    for (const club of CLUBS) expect(canonicalClubName(club.name), club.name).toBe(club.name);
    for (const season of HISTORY) {
      for (const m of ingest(season).raw) expect(findClub(m.home.name)?.name, m.home.name).toBe(canonicalClubName(m.home.name));
    }
    // A club the registry does not know yet is stored under the canonical name too, with one number for both spellings.
    const match = (name: string): ProviderMatch => ({
      ref: name,
      providerIds: {},
      gameweek: 1,
      date: '2030-08-10',
      kickoff: null,
      home: { name },
      away: { name: 'Arsenal FC' },
      status: 'scheduled',
      score: null,
    });
    const [plain] = normaliseSeason(seasonFromYear(2030), [match('Gotham Rovers')], 'openfootball').fixtures;
    const [suffixed] = normaliseSeason(seasonFromYear(2030), [match('Gotham Rovers FC')], 'openfootball').fixtures;
    expect(plain?.home_team).toBe('Gotham Rovers FC');
    expect(plain?.fixture_id).toBe(suffixed?.fixture_id);
  });
});

describe('2019-20 matches dated a year early', () => {
  it('moves the 66 July 2020 matches out of July 2019, after the season’s first match, keeping their UK kick-off time', () => {
    const season = seasonFromYear(2019);
    const { fixtures, moved, raw } = ingest(season);
    expect(raw.filter((m) => m.date! < '2019-08-09')).toHaveLength(66);
    expect(moved).toHaveLength(66);
    expect(fixtures.every((f) => f.date >= '2019-08-09' && f.kickoff >= '2019-08-09')).toBe(true);
    const july = fixtures.filter((f) => f.date.startsWith('2020-07'));
    expect(july).toHaveLength(66);
    expect(july.every((f) => f.gameweek >= 32)).toBe(true);
    // Bournemouth v Newcastle, Matchday 32: "2019-07-01" 18:00 UK time → 1 July 2020, 17:00 UTC.
    expect(fixtures.find((f) => f.home_team === 'AFC Bournemouth' && f.away_team === 'Newcastle United FC')).toMatchObject({
      date: '2020-07-01',
      kickoff: '2020-07-01T17:00:00.000Z',
      gameweek: 32,
    });
    // In kick-off order the season opens with Matchday 1 and closes with Matchday 38.
    const ordered = [...fixtures].sort((a, b) => a.kickoff.localeCompare(b.kickoff));
    expect(ordered[0]?.gameweek).toBe(1);
    expect(ordered.at(-1)?.gameweek).toBe(38);
  });

  it('leaves every other season’s dates alone, and a date it cannot place inside the season', () => {
    for (const year of [2010, 2015, 2020, 2021, 2022, 2025, 2026]) expect(ingest(seasonFromYear(year)).moved, String(year)).toEqual([]);
    const season = seasonFromYear(2030);
    const at = (gameweek: number, date: string): ProviderMatch => ({
      ref: `${gameweek} ${date}`,
      providerIds: {},
      gameweek,
      date,
      kickoff: `${date}T14:00:00.000Z`,
      home: { name: 'Arsenal FC' },
      away: { name: 'Chelsea FC' },
      status: 'scheduled',
      score: null,
    });
    const { matches, moved } = repairEarlyDates(season, [at(1, '2030-08-10'), at(38, '2030-05-20'), at(2, '2029-09-01'), at(37, '2030-08-05')]);
    // Dated before the opening (10 August 2030): a year later 2031-05-20 and 2030-09-01 fall inside the
    // season and move; 2031-08-05 would be in the next season, so that date is left as it is.
    expect(moved).toEqual(['38 2030-05-20', '2 2029-09-01']);
    expect(matches.map((m) => m.date)).toEqual(['2030-08-10', '2031-05-20', '2030-09-01', '2030-08-05']);
    expect(matches[1]?.kickoff).toBe('2031-05-20T14:00:00.000Z');
  });
});
