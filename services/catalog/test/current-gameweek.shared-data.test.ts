// The engine's current-gameweek rule (libs/engine, where its cases are tested) applied to the
// catalog's fixtures as the openfootball provider and normalisation produce them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentGameweek } from '@scoreline/engine';
import { describe, expect, it } from 'vitest';
import { gameweekFact, normaliseSeason } from '../src/domain/fixture.ts';
import { seasonFromLabel } from '../src/domain/season.ts';
import { parseOpenfootballSeason } from '../src/providers/index.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';

describe('current gameweek rule', () => {
  it('is gameweek 5 of 2026-27 on the shared openfootball data (results up to Matchday 4)', () => {
    const all = SEASON_LABELS.flatMap((label) => {
      const season = seasonFromLabel(label)!;
      const body = JSON.parse(
        readFileSync(path.join(rawOpenfootballDir(), label, 'en.1.json'), 'utf8'),
      ) as unknown;
      return normaliseSeason(season, parseOpenfootballSeason(season, body).matches, 'openfootball').fixtures;
    });
    expect(currentGameweek(all.map(gameweekFact))).toEqual({ season: 2026, gameweek: 5 });
    // 2025-26 alone (291 results: Matchdays 1-29 and one Matchday 31 match) is current at Matchday 30.
    expect(currentGameweek(all.filter((f) => f.season_year === 2025).map(gameweekFact))).toEqual({
      season: 2025,
      gameweek: 30,
    });
  });
});
