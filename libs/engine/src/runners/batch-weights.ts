// Batch weight test: N weight sets judged on the same seasons, ranked, with production's place and
// a keep / promote recommendation (docs/product.md §3, "Batch weight test result").
import { DEFAULT_ROUNDING_PARAMETERS, type ModelConfiguration, type Weights } from '@scoreline/contracts';
import type { RoundingMode } from '../predict.ts';
import { percent, type EvaluationContext } from './context.ts';
import { bySeason, checkModel, countAccuracy, judgeFixtures, probabilityScores, requireScope } from './evaluate.ts';

/**
 * A named model: a six-metric weight set (`weights`), or any family's configuration (`model`, which
 * wins when both are given). Existing callers that pass weights keep working unchanged.
 */
export type NamedWeightSet = { id: string; name: string } & ({ weights: Weights; model?: ModelConfiguration } | { weights?: Weights; model: ModelConfiguration });

/** The configuration a named set stands for. */
export function modelOfSet(set: NamedWeightSet): ModelConfiguration {
  if (set.model) return set.model;
  if (set.weights) return { family: 'six_metric', weights: set.weights };
  throw new Error(`weight set ${set.id} has neither weights nor a model`);
}

export interface BatchWeightTestOptions {
  /** The weights production predicts with. Ranked with the others; added to them unless its id is among them. */
  production: NamedWeightSet;
  weight_sets: readonly NamedWeightSet[];
  /** Season labels or start years; every season with results when omitted. */
  seasons?: readonly (string | number)[];
  /** Rounding that turns expected goals into the displayed outcome (production defaults when omitted). */
  rounding?: RoundingMode;
  /** Percentage points of outcome accuracy a set must gain over production to be recommended (default 1). */
  min_improvement?: number;
}

export interface SeasonAccuracy {
  accuracy: number;
  score_accuracy: number;
  total_fixtures: number;
}

export interface BatchWeightResult {
  weight_set_id: string;
  weight_set_name: string;
  is_production: boolean;
  /** The six-metric weights; null for another family (see `model`). */
  weights: Weights | null;
  model: ModelConfiguration;
  /** 1 = best: outcome accuracy, then lower RPS, then input order. */
  rank: number;
  overall: {
    accuracy: number;
    score_accuracy: number;
    correct_outcomes: number;
    correct_scores: number;
    total_fixtures: number;
    rps: number;
    brier: number;
  };
  by_season: Record<string, SeasonAccuracy>;
}

/** Accuracies in percent 0-100. */
export interface BatchWeightTestResult {
  results: BatchWeightResult[];
  best_overall: { weight_set_name: string; accuracy: number };
  best_by_season: Record<string, { name: string; accuracy: number }>;
  production_performance: { rank: number; accuracy: number; note: string };
  recommendation: { action: 'keep' | 'promote'; message: string; improvement: number; weight_set_id: string | null };
  total_weight_sets_tested: number;
  total_fixtures_tested: number;
}

export const DEFAULT_MIN_IMPROVEMENT = 1;

/** A percent (the engine's `percent`, 0-100) as the messages print it: two decimals and a % sign. */
const pct = (value: number) => `${value.toFixed(2)}%`;

export function runBatchWeightTest(ctx: EvaluationContext, options: BatchWeightTestOptions): BatchWeightTestResult {
  const rounding = options.rounding ?? DEFAULT_ROUNDING_PARAMETERS;
  const minImprovement = options.min_improvement ?? DEFAULT_MIN_IMPROVEMENT;
  const sets = options.weight_sets.some((s) => s.id === options.production.id)
    ? [...options.weight_sets]
    : [options.production, ...options.weight_sets];
  for (const set of sets) checkModel(modelOfSet(set), rounding);
  const indexes = requireScope(ctx, options.seasons ? { seasons: options.seasons } : {});

  const evaluated = sets.map((set, order) => {
    const model = modelOfSet(set);
    const judged = judgeFixtures(ctx, model, rounding, indexes);
    const counts = countAccuracy(judged);
    const scores = probabilityScores(ctx, judged);
    const by_season: Record<string, SeasonAccuracy> = {};
    for (const [season, items] of bySeason(ctx, judged)) {
      const c = countAccuracy(items);
      by_season[season] = { accuracy: c.outcome_accuracy, score_accuracy: c.score_accuracy, total_fixtures: c.total_fixtures };
    }
    const result: BatchWeightResult = {
      weight_set_id: set.id,
      weight_set_name: set.name,
      is_production: set.id === options.production.id,
      weights: model.family === 'six_metric' ? { ...model.weights } : null,
      model,
      rank: 0,
      overall: {
        accuracy: counts.outcome_accuracy,
        score_accuracy: counts.score_accuracy,
        correct_outcomes: counts.correct_outcomes,
        correct_scores: counts.correct_scores,
        total_fixtures: counts.total_fixtures,
        rps: scores.rps,
        brier: scores.brier,
      },
      by_season,
    };
    return { result, order };
  });
  // Ranked on counts, not rounded percentages, so ties are real ties.
  evaluated.sort(
    (a, b) => b.result.overall.correct_outcomes - a.result.overall.correct_outcomes || a.result.overall.rps - b.result.overall.rps || a.order - b.order,
  );
  const results = evaluated.map((e, i) => ({ ...e.result, rank: i + 1 }));
  const best = results[0] as BatchWeightResult;
  const production = results.find((r) => r.is_production) as BatchWeightResult;

  const best_by_season: Record<string, { name: string; accuracy: number }> = {};
  for (const r of results) {
    for (const [season, s] of Object.entries(r.by_season)) {
      const current = best_by_season[season];
      if (!current || s.accuracy > current.accuracy) best_by_season[season] = { name: r.weight_set_name, accuracy: s.accuracy };
    }
  }

  const improvement = best.overall.accuracy - production.overall.accuracy;
  const promote = !best.is_production && improvement >= minImprovement;
  const recommendation = promote
    ? {
        action: 'promote' as const,
        message: `Promote "${best.weight_set_name}": ${pct(best.overall.accuracy)} outcome accuracy against production's ${pct(production.overall.accuracy)} (+${improvement.toFixed(2)} points).`,
        improvement,
        weight_set_id: best.weight_set_id,
      }
    : {
        action: 'keep' as const,
        message: best.is_production
          ? `Keep production: it ranks first of ${results.length} at ${pct(production.overall.accuracy)}.`
          : `Keep production: the best set "${best.weight_set_name}" gains only ${improvement.toFixed(2)} points (under ${minImprovement}).`,
        improvement,
        weight_set_id: null,
      };

  return {
    results,
    best_overall: { weight_set_name: best.weight_set_name, accuracy: best.overall.accuracy },
    best_by_season,
    production_performance: {
      rank: production.rank,
      accuracy: production.overall.accuracy,
      note: `Production ranks ${production.rank} of ${results.length} with ${pct(production.overall.accuracy)} outcome accuracy over ${production.overall.total_fixtures} fixtures (${pct(percent(production.overall.correct_scores, production.overall.total_fixtures))} exact scores).`,
    },
    recommendation,
    total_weight_sets_tested: results.length,
    total_fixtures_tested: indexes.length,
  };
}
