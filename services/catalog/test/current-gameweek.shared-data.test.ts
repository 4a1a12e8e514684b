// The engine's current-gameweek rule (libs/engine, where its cases are tested) and the catalog's
// results staleness applied to the catalog's fixtures as the openfootball provider and
// normalisation produce them from the shared data (results up to Matchday 4 of 2026-27).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentGameweek } from '@scoreline/engine';
import { describe, expect, it } from 'vitest';
import { gameweekFact, normaliseSeason } from '../src/domain/fixture.ts';
import { resultsStaleness } from '../src/domain/results-staleness.ts';
import { seasonFromLabel } from '../src/domain/season.ts';
import { parseOpenfootballSeason } from '../src/providers/index.ts';
import { SEASON_LABELS, rawOpenfootballDir } from './support/epl-data.ts';

const all = SEASON_LABELS.flatMap((label) => {
  const season = seasonFromLabel(label)!;
  const body = JSON.parse(readFileSync(path.join(rawOpenfootballDir(), label, 'en.1.json'), 'utf8')) as unknown;
  return normaliseSeason(season, parseOpenfootballSeason(season, body).matches, 'openfootball').fixtures;
});
const live = all.filter((fixture) => fixture.season_year === 2026);

describe('current gameweek rule on the shared openfootball data', () => {
  it('is gameweek 5 of 2026-27 between Matchday 4 and Matchday 5, all of it on sale', () => {
    expect(currentGameweek(all.map(gameweekFact), new Date('2026-09-16T12:00:00Z'))).toEqual({ season: 2026, gameweek: 5, on_sale: 10 });
  });

  it('is gameweek 12 on 27 November 2026, although the results stop at Matchday 4', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(currentGameweek(all.map(gameweekFact), now)).toEqual({ season: 2026, gameweek: 12, on_sale: 10 });
    // 2025-26 alone is over by then: its last gameweek, nothing on sale.
    expect(currentGameweek(all.filter((f) => f.season_year === 2025).map(gameweekFact), now)).toEqual({ season: 2025, gameweek: 38, on_sale: 0 });
  });

  it('calls the results stale once a match is three hours past its kick-off without a result', () => {
    expect(resultsStaleness(2026, live, new Date('2026-09-16T12:00:00Z')).staleness).toBeNull();
    expect(resultsStaleness(2026, live, new Date('2026-11-27T12:00:00Z')).staleness).toEqual({
      season: '2026-27',
      overdue_matches: 70,
      last_result_at: '2026-09-14T19:00:00.000Z',
      results_up_to_gameweek: 4,
    });
  });
});
