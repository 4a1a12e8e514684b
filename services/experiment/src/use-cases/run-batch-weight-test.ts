// The admin panel's batch weight test: every sandbox weight set and production judged on the same
// played fixtures of 2022-2025 (one shared metric pass), ranked.
import {
  type BatchWeightTestResponse,
  modelOfWeights,
  NO_SANDBOX_WEIGHT_SETS_DETAIL,
} from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import { BATCH_SEASONS, bySeasonKey } from '../domain/season.ts';
import type { EvaluationCache, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';
import { sandboxSetsOf } from '../domain/weight-set.ts';

export interface BatchTestDeps extends Pick<Repositories, 'fixtures' | 'weightSets' | 'roundingConfigs'> {
  evaluation: EvaluationCache;
}

export async function runBatchWeightTest(deps: BatchTestDeps): Promise<BatchWeightTestResponse> {
  const sets = await deps.weightSets.list();
  // Production's own set (promoted, never deletable) is ranked but is nothing to compare it with.
  if (sandboxSetsOf(sets).length === 0) throw AppError.notFound(NO_SANDBOX_WEIGHT_SETS_DETAIL);
  const [evaluation, production] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    productionSettings(deps),
  ]);
  // The engine answers null weights for a Dixon–Coles set; the row keeps the six weights stored
  // beside its parameters and names the model it judged.
  const weightsById = new Map([production.weights, ...sets].map((s) => [s.id, s.weights]));
  let result;
  try {
    result = await evaluation.batchWeights({
      production: production.weights,
      weight_sets: sets.map((s) => ({
        id: s.id,
        name: s.name,
        weights: s.weights,
        model: modelOfWeights(s),
      })),
      seasons: BATCH_SEASONS,
      rounding: production.rounding,
    });
  } catch (error) {
    if (error instanceof EmptyScopeError)
      throw AppError.conflict('No played fixtures in 2022-2025 yet: refresh the seasons first');
    throw error;
  }
  return {
    results: result.results.map((r) => ({
      weight_set_id: r.weight_set_id,
      weight_set_name: r.weight_set_name,
      is_production: r.is_production,
      rank: r.rank,
      weights: r.weights ?? weightsById.get(r.weight_set_id) ?? production.weights.weights,
      model: r.model,
      overall: {
        accuracy: r.overall.accuracy,
        score_accuracy: r.overall.score_accuracy,
        correct_outcomes: r.overall.correct_outcomes,
        correct_scores: r.overall.correct_scores,
        total_fixtures: r.overall.total_fixtures,
      },
      score_accuracy: r.overall.score_accuracy,
      by_season: bySeasonKey(r.by_season),
    })),
    best_overall: result.best_overall,
    best_by_season: bySeasonKey(result.best_by_season),
    production_performance: result.production_performance,
    recommendation: result.recommendation,
    total_weight_sets_tested: result.total_weight_sets_tested,
    total_fixtures_tested: result.total_fixtures_tested,
  };
}
