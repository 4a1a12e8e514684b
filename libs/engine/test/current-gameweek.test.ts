// The current-gameweek rule shared by the catalog, payment and prediction services: the latest
// season's earliest gameweek with a fixture awaiting its result; postponed and cancelled fixtures
// do not hold it back; a finished season keeps its last gameweek. The cases came from the three
// services' own tests when the rule moved here; seasons are start years (the catalog's form) or
// labels (payment's and prediction's).
import { describe, expect, it } from 'vitest';
import { currentGameweek, type GameweekFact, isAwaitingResult } from '../src/index.ts';

// Start years, as the catalog stores them: goals null means no result yet.
const byYear = (season: number, gameweek: number, goals: number | null, status = 'scheduled'): GameweekFact<number> => ({
  season,
  gameweek,
  status: goals === null ? status : 'finished',
  has_result: goals !== null,
});

// One season's facts, as the payment service's read model answers them.
const ofSeason = (gameweek: number, has_result: boolean, status = has_result ? 'finished' : 'scheduled'): GameweekFact<string> => ({
  season: '2025-26',
  gameweek,
  status,
  has_result,
});

// Labels, as the prediction service's read model holds them.
const played = (season: string, gameweek: number): GameweekFact<string> => ({ season, gameweek, status: 'finished', has_result: true });
const upcoming = (season: string, gameweek: number, status = 'scheduled'): GameweekFact<string> => ({
  season,
  gameweek,
  status,
  has_result: false,
});

describe('currentGameweek', () => {
  it('is the earliest gameweek of the latest season with a fixture awaiting a result', () => {
    expect(currentGameweek([byYear(2025, 1, 1), byYear(2025, 2, null), byYear(2026, 1, 2), byYear(2026, 3, null), byYear(2026, 2, null)])).toEqual({
      season: 2026,
      gameweek: 2,
    });
    expect(currentGameweek([ofSeason(1, true), ofSeason(3, false), ofSeason(2, false), ofSeason(2, true)])).toEqual({ season: '2025-26', gameweek: 2 });
    expect(currentGameweek([played('2025-26', 38), played('2026-27', 1), upcoming('2026-27', 3), upcoming('2026-27', 2)])).toEqual({
      season: '2026-27',
      gameweek: 2,
    });
  });

  it('ignores older seasons even when they still have fixtures without a result', () => {
    expect(currentGameweek([byYear(2025, 30, null), byYear(2026, 1, 1), byYear(2026, 2, null)])).toEqual({ season: 2026, gameweek: 2 });
    // The latest season arriving after older ones' unfinished fixtures, and before them.
    expect(currentGameweek([upcoming('2025-26', 1), played('2026-27', 1), upcoming('2026-27', 4)])).toEqual({ season: '2026-27', gameweek: 4 });
    expect(currentGameweek([played('2026-27', 1), upcoming('2026-27', 4), upcoming('2025-26', 1)])).toEqual({ season: '2026-27', gameweek: 4 });
  });

  it('is not held back by a postponed or cancelled fixture', () => {
    expect(currentGameweek([byYear(2026, 3, null, 'postponed'), byYear(2026, 4, null, 'cancelled'), byYear(2026, 4, 1), byYear(2026, 5, null)])).toEqual({
      season: 2026,
      gameweek: 5,
    });
    expect(currentGameweek([ofSeason(1, false, 'postponed'), ofSeason(2, false, 'cancelled'), ofSeason(2, true), ofSeason(3, false)])).toEqual({
      season: '2025-26',
      gameweek: 3,
    });
    expect(
      currentGameweek([upcoming('2026-27', 1, 'postponed'), upcoming('2026-27', 2, 'cancelled'), played('2026-27', 3), upcoming('2026-27', 4)]),
    ).toEqual({ season: '2026-27', gameweek: 4 });
  });

  it('stays on the last gameweek of a finished season until the next one arrives', () => {
    expect(currentGameweek([byYear(2025, 37, 1), byYear(2025, 38, 0)])).toEqual({ season: 2025, gameweek: 38 });
    expect(currentGameweek([ofSeason(37, true), ofSeason(38, true), ofSeason(1, true)])?.gameweek).toBe(38);
    expect(currentGameweek([played('2025-26', 37), played('2025-26', 38)])).toEqual({ season: '2025-26', gameweek: 38 });
  });

  it('is null without fixtures', () => {
    expect(currentGameweek([])).toBeNull();
  });

  it('rejects a season that is neither a label nor a start year', () => {
    expect(() => currentGameweek([upcoming('2025/26', 1)])).toThrow(/not a season/);
  });
});

describe('isAwaitingResult', () => {
  it('is a fixture without a result that was neither postponed nor cancelled', () => {
    expect(isAwaitingResult({ status: 'scheduled', has_result: false })).toBe(true);
    expect(isAwaitingResult({ status: 'in_play', has_result: false })).toBe(true);
    expect(isAwaitingResult({ status: 'finished', has_result: true })).toBe(false);
    expect(isAwaitingResult({ status: 'postponed', has_result: false })).toBe(false);
    expect(isAwaitingResult({ status: 'cancelled', has_result: false })).toBe(false);
  });
});
