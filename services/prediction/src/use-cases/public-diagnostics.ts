// The public diagnostics (uncached 0.5-0.8 s each, ten concurrent ones 6.6 s) answered from the
// context's cache per data version: each reads every fixture and prediction and some run the model
// over the whole history, while what they show changes only when the fixtures, the predictions, the
// settings, the accuracy or the sandbox weight sets do (context.ts bumps the version on each such
// write, in any process). The first request after a change computes; the rest share it.
import type { PredictionSample, ProductionAccuracyBreakdown, QualityDiagnostics, SandboxComparison } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import type { SeasonScope } from '../domain/season-scope.ts';
import { compareSandboxProduction } from './compare-sandbox-production.ts';
import { getPredictionSample } from './get-prediction-sample.ts';
import { getProductionAccuracyBreakdown } from './get-production-accuracy-breakdown.ts';
import { getQualityDiagnostics } from './get-quality-diagnostics.ts';
import type { Engine, Repositories } from './ports.ts';

export interface PublicDiagnosticsDeps {
  repositories: Repositories;
  diagnosticsCache: VersionedCache;
  /** Where the ones that run the model compute (the engine's worker threads). */
  recalculations: { readonly engine: Engine };
}

export function cachedQualityDiagnostics(scope: SeasonScope, deps: PublicDiagnosticsDeps): Promise<QualityDiagnostics> {
  const key = `quality:${scope.kind}:${scope.kind === 'season' ? scope.season : ''}`;
  return deps.diagnosticsCache.get(key, () => getQualityDiagnostics(scope, deps.repositories));
}

export function cachedPredictionSample(input: { fixtureId?: string }, deps: PublicDiagnosticsDeps): Promise<PredictionSample> {
  return deps.diagnosticsCache.get(`sample:${input.fixtureId ?? ''}`, () => getPredictionSample(input, { ...deps.repositories, engine: deps.recalculations.engine }));
}

export function cachedProductionAccuracyBreakdown(input: { includeMarket: boolean }, deps: PublicDiagnosticsDeps): Promise<ProductionAccuracyBreakdown> {
  // The administrator's answer (with the market) and the visitor's are different bodies.
  return deps.diagnosticsCache.get(`breakdown:${input.includeMarket}`, () => getProductionAccuracyBreakdown(input, deps.repositories));
}

export function cachedSandboxComparison(input: { weightSetName: string }, deps: PublicDiagnosticsDeps): Promise<SandboxComparison> {
  // Names are matched without case by the use-case, so the key is too; an unknown name throws and
  // is not kept.
  const key = `compare:${input.weightSetName.trim().toLowerCase()}`;
  return deps.diagnosticsCache.get(key, () => compareSandboxProduction(input, { ...deps.repositories, engine: deps.recalculations.engine }));
}
