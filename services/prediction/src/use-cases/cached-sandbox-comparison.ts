// GET /api/diagnostics/compare-sandbox-production/{name}, answered from the context's cache per data
// version: it runs the model over the whole history, while its answer changes only with the data
// (cached-quality-diagnostics.ts says which writes bump the version).
import type { SandboxComparison } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import { compareSandboxProduction } from './compare-sandbox-production.ts';
import type { Engine, Repositories } from './ports.ts';

export interface CachedSandboxComparisonDeps {
  repositories: Repositories;
  diagnosticsCache: VersionedCache;
  /** Where the model runs (the engine's worker threads). */
  recalculations: { readonly engine: Engine };
}

export function cachedSandboxComparison(input: { weightSetName: string }, deps: CachedSandboxComparisonDeps): Promise<SandboxComparison> {
  // Names are matched without case by the use-case, so the key is too; an unknown name throws and
  // is not kept.
  const key = `compare:${input.weightSetName.trim().toLowerCase()}`;
  return deps.diagnosticsCache.get(key, () => compareSandboxProduction(input, { ...deps.repositories, engine: deps.recalculations.engine }));
}
