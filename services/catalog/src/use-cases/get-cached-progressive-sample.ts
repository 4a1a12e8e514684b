// GET /api/diagnostics/progressive-sample as the route serves it: the progressive sample
// (get-progressive-sample.ts) kept per version of the fixtures.
import type { ProgressiveSample } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import { resolveSeasonYear } from '../domain/season-param.ts';
import type { Season } from '../domain/season.ts';
import { DEFAULT_SAMPLE_SIZE, getProgressiveSample } from './get-progressive-sample.ts';
import type { Repositories } from './ports.ts';

/**
 * The same answer kept per version of the fixtures (docs/engineering.md, "Public diagnostics per
 * data version"): public and read whole on each call, while the fixtures change only when a refresh
 * writes them (context.ts bumps the version). The season is resolved first, so a bad one is refused
 * (4xx) without touching the cache.
 */
export function getCachedProgressiveSample(
  input: { season?: string | undefined; limit?: number | undefined },
  deps: { fixtures: Repositories['fixtures']; seasons: readonly Season[]; diagnosticsCache: VersionedCache },
): Promise<ProgressiveSample> {
  const season = input.season === undefined ? null : resolveSeasonYear(input.season, deps.seasons);
  const key = `progressive-sample:${season?.year ?? 'all'}:${input.limit ?? DEFAULT_SAMPLE_SIZE}`;
  return deps.diagnosticsCache.get(key, () => getProgressiveSample(input, deps));
}
