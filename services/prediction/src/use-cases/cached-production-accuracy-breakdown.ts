// GET /api/diagnostics/production-accuracy-breakdown, answered from the context's cache per data
// version: it reads every fixture and prediction, while its answer changes only with the data
// (cached-quality-diagnostics.ts says which writes bump the version).
import type { ProductionAccuracyBreakdown } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import { getProductionAccuracyBreakdown } from './get-production-accuracy-breakdown.ts';
import type { Repositories } from './ports.ts';

export interface CachedProductionAccuracyBreakdownDeps {
  repositories: Repositories;
  diagnosticsCache: VersionedCache;
}

export function cachedProductionAccuracyBreakdown(
  input: { includeMarket: boolean },
  deps: CachedProductionAccuracyBreakdownDeps,
): Promise<ProductionAccuracyBreakdown> {
  // The administrator's answer (with the market) and the visitor's are different bodies.
  return deps.diagnosticsCache.get(`breakdown:${input.includeMarket}`, () => getProductionAccuracyBreakdown(input, deps.repositories));
}
