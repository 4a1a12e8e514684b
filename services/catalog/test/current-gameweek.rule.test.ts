import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type GameweekFacts, currentGameweek } from '../src/domain/current-gameweek.ts';
import { normaliseSeason } from '../src/domain/fixture.ts';
import { seasonFromLabel } from '../src/domain/season.ts';
import { parseOpenfootballSeason } from '../src/providers/index.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';

const fact = (
  season_year: number,
  gameweek: number,
  goals: number | null,
  status = 'scheduled',
): GameweekFacts => ({
  season_year,
  gameweek,
  status: (goals === null ? status : 'finished') as GameweekFacts['status'],
  home_goals: goals,
  away_goals: goals,
});

describe('current gameweek rule', () => {
  it('is the earliest gameweek of the latest season with a fixture awaiting a result', () => {
    expect(
      currentGameweek([
        fact(2025, 1, 1),
        fact(2025, 2, null),
        fact(2026, 1, 2),
        fact(2026, 3, null),
        fact(2026, 2, null),
      ]),
    ).toEqual({
      seasonYear: 2026,
      gameweek: 2,
    });
  });

  it('ignores older seasons even when they still have fixtures without a result', () => {
    expect(currentGameweek([fact(2025, 30, null), fact(2026, 1, 1), fact(2026, 2, null)])).toEqual({
      seasonYear: 2026,
      gameweek: 2,
    });
  });

  it('is not held back by a postponed or cancelled fixture', () => {
    expect(
      currentGameweek([
        fact(2026, 3, null, 'postponed'),
        fact(2026, 4, null, 'cancelled'),
        fact(2026, 4, 1),
        fact(2026, 5, null),
      ]),
    ).toEqual({ seasonYear: 2026, gameweek: 5 });
  });

  it('stays on the last gameweek of a finished season and is null without fixtures', () => {
    expect(currentGameweek([fact(2025, 37, 1), fact(2025, 38, 0)])).toEqual({
      seasonYear: 2025,
      gameweek: 38,
    });
    expect(currentGameweek([])).toBeNull();
  });

  it('is gameweek 5 of 2026-27 on the shared openfootball data (results up to Matchday 4)', () => {
    const all = SEASON_LABELS.flatMap((label) => {
      const season = seasonFromLabel(label)!;
      const body = JSON.parse(
        readFileSync(path.join(rawOpenfootballDir(), label, 'en.1.json'), 'utf8'),
      ) as unknown;
      return normaliseSeason(season, parseOpenfootballSeason(season, body).matches, 'openfootball').fixtures;
    });
    expect(currentGameweek(all)).toEqual({ seasonYear: 2026, gameweek: 5 });
    // 2025-26 alone (291 results: Matchdays 1-29 and one Matchday 31 match) is current at Matchday 30.
    expect(currentGameweek(all.filter((f) => f.season_year === 2025))).toEqual({
      seasonYear: 2025,
      gameweek: 30,
    });
  });
});
