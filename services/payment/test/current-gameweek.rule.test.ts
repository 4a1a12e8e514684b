// The current-gameweek rule, the same as the catalog's (the gameweek the home page shows is the
// gameweek the home screen's button sells).
import { describe, expect, it } from 'vitest';
import { type GameweekFact, currentGameweekOf } from '../src/domain/current-gameweek.ts';

const fact = (gameweek: number, has_result: boolean, status = has_result ? 'finished' : 'scheduled'): GameweekFact => ({
  season: '2025-26',
  gameweek,
  status,
  has_result,
});

describe('currentGameweekOf', () => {
  it('is the earliest gameweek with a fixture awaiting a result', () => {
    expect(currentGameweekOf([fact(1, true), fact(3, false), fact(2, false), fact(2, true)])).toEqual({ season: '2025-26', gameweek: 2 });
  });

  it('is not held back by postponed or cancelled fixtures', () => {
    expect(currentGameweekOf([fact(1, false, 'postponed'), fact(2, false, 'cancelled'), fact(2, true), fact(3, false)])).toEqual({
      season: '2025-26',
      gameweek: 3,
    });
  });

  it('is the last gameweek when every fixture has a result', () => {
    expect(currentGameweekOf([fact(37, true), fact(38, true), fact(1, true)])?.gameweek).toBe(38);
  });

  it('is null without fixtures', () => {
    expect(currentGameweekOf([])).toBeNull();
  });
});
