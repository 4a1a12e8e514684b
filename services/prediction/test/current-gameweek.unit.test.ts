// The current gameweek rule, the same as the catalog's: the latest season's earliest gameweek with a
// fixture awaiting its result; postponed and cancelled fixtures do not hold it back.
import { describe, expect, it } from 'vitest';
import { currentGameweek } from '../src/domain/current-gameweek.ts';
import type { FixtureView } from '../src/domain/fixture.ts';

type Facts = Pick<FixtureView, 'season' | 'gameweek' | 'home_goals' | 'status'>;
const played = (season: string, gameweek: number): Facts => ({ season, gameweek, home_goals: 1, status: 'finished' });
const upcoming = (season: string, gameweek: number, status: Facts['status'] = 'scheduled'): Facts => ({ season, gameweek, home_goals: null, status });

describe('currentGameweek', () => {
  it('is null without fixtures', () => {
    expect(currentGameweek([])).toBeNull();
  });

  it('takes the earliest gameweek of the latest season that awaits a result', () => {
    expect(currentGameweek([played('2025-26', 38), played('2026-27', 1), upcoming('2026-27', 3), upcoming('2026-27', 2)])).toEqual({
      season: '2026-27',
      gameweek: 2,
    });
  });

  it('is not held back by postponed or cancelled fixtures', () => {
    expect(currentGameweek([upcoming('2026-27', 1, 'postponed'), upcoming('2026-27', 2, 'cancelled'), played('2026-27', 3), upcoming('2026-27', 4)])).toEqual({
      season: '2026-27',
      gameweek: 4,
    });
  });

  it('keeps the last gameweek of a finished season until the next one arrives', () => {
    expect(currentGameweek([played('2025-26', 37), played('2025-26', 38)])).toEqual({ season: '2025-26', gameweek: 38 });
  });
});
