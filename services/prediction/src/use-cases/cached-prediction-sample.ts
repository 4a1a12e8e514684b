// GET /api/diagnostics/prediction-sample, answered from the context's cache per data version: it
// runs the model over the whole history, while its answer changes only with the data
// (cached-quality-diagnostics.ts says which writes bump the version).
import type { PredictionSample } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import { getPredictionSample } from './get-prediction-sample.ts';
import type { Engine, Repositories } from './ports.ts';

export interface CachedPredictionSampleDeps {
  repositories: Repositories;
  diagnosticsCache: VersionedCache;
  /** Where the model runs (the engine's worker threads). */
  recalculations: { readonly engine: Engine };
}

export function cachedPredictionSample(input: { fixtureId?: string }, deps: CachedPredictionSampleDeps): Promise<PredictionSample> {
  return deps.diagnosticsCache.get(`sample:${input.fixtureId ?? ''}`, () => getPredictionSample(input, { ...deps.repositories, engine: deps.recalculations.engine }));
}
