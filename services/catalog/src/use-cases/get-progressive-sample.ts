// GET /api/diagnostics/progressive-sample: the first played fixtures in kick-off order, the order
// a walk-forward backtest predicts them in (gameweek labels are not monotonic in date, so the
// sample shows both), and how many played fixtures such a backtest has available.
import type { ProgressiveSample } from '@scoreline/contracts';
import { resolveSeasonYear } from '../domain/season-param.ts';
import type { Season } from '../domain/season.ts';
import type { Repositories } from './ports.ts';

export const DEFAULT_SAMPLE_SIZE = 10;

export async function getProgressiveSample(
  input: { season?: string | undefined; limit?: number | undefined },
  deps: { fixtures: Repositories['fixtures']; seasons: readonly Season[] },
): Promise<ProgressiveSample> {
  const season = input.season === undefined ? null : resolveSeasonYear(input.season, deps.seasons);
  const { fixtures, total } = await deps.fixtures.findPlayed({
    seasonYear: season?.year,
    limit: input.limit ?? DEFAULT_SAMPLE_SIZE,
  });
  return {
    ordering: 'kickoff',
    season: season?.year ?? null,
    sample_fixtures: fixtures.map((fixture) => ({
      fixture_id: fixture.fixture_id,
      season: fixture.season,
      gameweek: fixture.gameweek,
      date: fixture.kickoff,
      home_team: fixture.home_team,
      away_team: fixture.away_team,
      home_goals: fixture.home_goals ?? 0,
      away_goals: fixture.away_goals ?? 0,
    })),
    total_available_fixtures: total,
  };
}
