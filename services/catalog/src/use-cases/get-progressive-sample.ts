// GET /api/diagnostics/progressive-sample: the first played fixtures in kick-off order, the order
// a walk-forward backtest predicts them in (gameweek labels are not monotonic in date, so the
// sample shows both), and how many played fixtures such a backtest has available.
import type { ProgressiveSample } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import type { Season } from '../domain/season.ts';
import type { Repositories } from './ports.ts';
import { resolveSeasonYear } from './season-param.ts';

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

/**
 * The same answer kept per version of the fixtures (docs/engineering.md, "Public diagnostics per
 * data version"): public and read whole on each call, while the fixtures change only when a refresh
 * writes them (context.ts bumps the version). The season is resolved first, so a bad one is refused
 * (4xx) without touching the cache.
 */
export function cachedProgressiveSample(
  input: { season?: string | undefined; limit?: number | undefined },
  deps: { fixtures: Repositories['fixtures']; seasons: readonly Season[]; diagnosticsCache: VersionedCache },
): Promise<ProgressiveSample> {
  const season = input.season === undefined ? null : resolveSeasonYear(input.season, deps.seasons);
  const key = `progressive-sample:${season?.year ?? 'all'}:${input.limit ?? DEFAULT_SAMPLE_SIZE}`;
  return deps.diagnosticsCache.get(key, () => getProgressiveSample(input, deps));
}
