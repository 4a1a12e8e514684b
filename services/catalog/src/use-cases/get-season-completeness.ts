// GET /api/diagnostics/season-completeness/{season}: is a season's data complete enough to
// backtest on? A fixture is eligible when it has a result and both team ids; the check succeeds
// at 370 eligible fixtures of the 380 (docs/product.md §9).
import { FIXTURES_PER_SEASON, type SeasonCompleteness } from '@scoreline/contracts';
import { hasResult } from '../domain/fixture.ts';
import { resolveSeasonYear } from '../domain/season-param.ts';
import type { Season } from '../domain/season.ts';
import type { Repositories } from './ports.ts';

export const BACKTEST_ELIGIBLE_THRESHOLD = 370;

export async function getSeasonCompleteness(
  input: { season: string },
  deps: { fixtures: Repositories['fixtures']; seasons: readonly Season[] },
): Promise<SeasonCompleteness> {
  const season = resolveSeasonYear(input.season, deps.seasons);
  const facts = await deps.fixtures.findFacts(season.year);
  const withResults = facts.filter(hasResult).length;
  const withIds = facts.filter((f) => f.home_team_id !== null && f.away_team_id !== null).length;
  const eligible = facts.filter(
    (f) => hasResult(f) && f.home_team_id !== null && f.away_team_id !== null,
  ).length;
  const ready = eligible >= BACKTEST_ELIGIBLE_THRESHOLD;
  const message = ready
    ? `${season.label} is ready for backtesting: ${eligible} of ${facts.length} fixtures are eligible.`
    : facts.length === 0
      ? `${season.label} has no fixtures stored: refresh the season first.`
      : `${season.label} has only ${eligible} eligible fixtures (${BACKTEST_ELIGIBLE_THRESHOLD} needed): ` +
        `${facts.length - withResults} have no result yet${withIds < facts.length ? `, ${facts.length - withIds} lack team ids` : ''}. ` +
        'Refresh the season, or backtest on a complete one.';
  return {
    season: season.year,
    season_label: season.label,
    database_summary: {
      total_fixtures: facts.length,
      expected_fixtures: FIXTURES_PER_SEASON,
      with_results: withResults,
      without_results: facts.length - withResults,
      with_team_ids: withIds,
      eligible_for_backtest: eligible,
      gameweeks: new Set(facts.map((f) => f.gameweek)).size,
    },
    recommendation: { ready_for_backtest: ready, threshold: BACKTEST_ELIGIBLE_THRESHOLD, message },
  };
}
