// GET /api/diagnostics/compare-sandbox-production/{weight set name}: what the site predicted (the
// stored production predictions of finished fixtures) against a weight set evaluated walk-forward
// on the same fixtures with the production rounding. The admin panel uses it when production
// accuracy looks worse than a sandbox run: identical weights with different results mean stale
// stored predictions; different weights are judged with McNemar's test on the same fixtures.
//
// The name is one of the built-in sets `default` (the default weights of docs/product.md §3) and
// `production` (the current production weights), or any of the experiment service's sandbox weight
// sets, which this service keeps from weight-sets.changed (matched regardless of case). Any other
// name answers 404.
import { matchFixtureOf } from '@scoreline/engine';
import { DEFAULT_WEIGHTS, type SandboxComparison, WEIGHT_NAMES, type Weights } from '@scoreline/contracts';
import { fixtureSetOf } from '@scoreline/engine/pool';
import { AppError } from '@scoreline/service-kit';
import { isFinished } from '../domain/fixture.ts';
import { isSignificant } from '../domain/mcnemar.ts';
import { sameWeights } from '../domain/model-settings.ts';
import { percent, round2 } from '../domain/percent.ts';
import { loadPredictedFixtures } from './load-predicted-fixtures.ts';
import type { Engine, Repositories } from './ports.ts';

export const BUILT_IN_WEIGHT_SETS = ['default', 'production'] as const;

export interface CompareDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  settings: Repositories['settings'];
  sandboxWeightSets: Repositories['sandboxWeightSets'];
  engine: Engine;
}

export async function compareSandboxProduction(input: { weightSetName: string }, deps: CompareDeps): Promise<SandboxComparison> {
  const builtIn = input.weightSetName.trim().toLowerCase();
  const sandboxSet = (BUILT_IN_WEIGHT_SETS as readonly string[]).includes(builtIn) ? null : await deps.sandboxWeightSets.findByName(input.weightSetName);
  if (!(BUILT_IN_WEIGHT_SETS as readonly string[]).includes(builtIn) && !sandboxSet) {
    throw AppError.notFound(
      `Unknown weight set "${input.weightSetName}": neither a built-in set (${BUILT_IN_WEIGHT_SETS.join(', ')}) nor a sandbox weight set`,
    );
  }
  const name = sandboxSet ? sandboxSet.name : builtIn;
  const [joined, settings] = await Promise.all([loadPredictedFixtures(deps), deps.settings.get()]);
  const sandboxWeights: Weights = sandboxSet ? sandboxSet.weights : builtIn === 'default' ? { ...DEFAULT_WEIGHTS } : settings.weights;

  const judged = joined.filter((j) => isFinished(j.fixture) && j.prediction !== null && j.prediction.predicted_outcome !== null);
  if (judged.length === 0) {
    throw AppError.conflict('No finished fixtures with stored predictions to compare yet: refresh the seasons and recalculate first');
  }
  // Used once (computed once per data version by the caller's cache), so the thread keeps no context of it.
  const fixtures = fixtureSetOf(null, joined.filter((j) => j.fixture.status !== 'cancelled').map((j) => matchFixtureOf(j.fixture)));
  const backtest = await deps.engine.run('progressiveBacktest', fixtures, { weights: sandboxWeights, rounding: settings.rounding, include_predictions: true });
  const sandboxById = new Map((backtest.predictions ?? []).map((p) => [p.fixture_id, p]));

  const tally = { total: 0, sandboxOutcomes: 0, sandboxScores: 0, productionOutcomes: 0, productionScores: 0, sandboxOnly: 0, productionOnly: 0 };
  for (const { fixture, prediction } of judged) {
    const sandbox = sandboxById.get(fixture.fixture_id);
    if (!sandbox || !prediction || !isFinished(fixture)) continue;
    tally.total += 1;
    const productionOutcome = prediction.predicted_outcome === sandbox.actual_outcome;
    const productionScore = prediction.display_home_goals === fixture.home_goals && prediction.display_away_goals === fixture.away_goals;
    if (sandbox.outcome_correct) tally.sandboxOutcomes += 1;
    if (sandbox.score_correct) tally.sandboxScores += 1;
    if (productionOutcome) tally.productionOutcomes += 1;
    if (productionScore) tally.productionScores += 1;
    if (sandbox.outcome_correct && !productionOutcome) tally.sandboxOnly += 1;
    if (!sandbox.outcome_correct && productionOutcome) tally.productionOnly += 1;
  }

  const sandbox = {
    name,
    weights: sandboxWeights,
    total_fixtures: tally.total,
    correct_outcomes: tally.sandboxOutcomes,
    correct_scores: tally.sandboxScores,
    outcome_accuracy: percent(tally.sandboxOutcomes, tally.total),
    score_accuracy: percent(tally.sandboxScores, tally.total),
  };
  const production = {
    name: 'production (stored predictions)',
    weights: settings.weights,
    total_fixtures: tally.total,
    correct_outcomes: tally.productionOutcomes,
    correct_scores: tally.productionScores,
    outcome_accuracy: percent(tally.productionOutcomes, tally.total),
    score_accuracy: percent(tally.productionScores, tally.total),
  };
  const significant = isSignificant(tally.sandboxOnly, tally.productionOnly);
  return {
    weight_set: name,
    sandbox,
    production,
    difference: {
      outcome_accuracy: round2(sandbox.outcome_accuracy - production.outcome_accuracy),
      score_accuracy: round2(sandbox.score_accuracy - production.score_accuracy),
    },
    analysis: {
      likely_cause: likelyCause(sandboxWeights, settings.weights, tally, significant),
      is_significant: significant,
      sandbox_only_correct: tally.sandboxOnly,
      production_only_correct: tally.productionOnly,
    },
  };
}

function likelyCause(
  sandbox: Weights,
  production: Weights,
  tally: { total: number; sandboxOutcomes: number; productionOutcomes: number; sandboxScores: number; productionScores: number; sandboxOnly: number; productionOnly: number },
  significant: boolean,
): string {
  const differs = tally.sandboxOnly + tally.productionOnly > 0 || tally.sandboxScores !== tally.productionScores;
  if (sameWeights(sandbox, production)) {
    return differs
      ? 'Same weights, different results: the stored production predictions are stale or were computed from incomplete data; recalculate them (POST /api/admin/recalculate)'
      : 'Same weights and the same results: the stored predictions are exactly what the production weights give';
  }
  const changes = WEIGHT_NAMES.filter((n) => sandbox[n] !== production[n])
    .map((n) => `${n} ${production[n]} → ${sandbox[n]}`)
    .join(', ');
  if (!significant) return `The weight sets differ (${changes}), but the outcome accuracy difference is within chance on ${tally.total} fixtures`;
  const better = tally.sandboxOutcomes > tally.productionOutcomes ? 'sandbox' : 'production';
  return `The weight sets differ (${changes}); the ${better} weights are significantly more accurate on the same ${tally.total} fixtures`;
}
