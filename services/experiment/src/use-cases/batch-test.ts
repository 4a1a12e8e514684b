// The admin panel's batch weight test: every sandbox weight set and production judged on the same
// played fixtures of 2022-2025 (one shared metric pass), ranked; and the diagnostic that says
// whether such a run can work before it is started.
import { type BatchTestDiagnostic, type BatchWeightTestResponse, modelOfWeights, NO_SANDBOX_WEIGHT_SETS_DETAIL } from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import { BATCH_SEASONS, bySeasonKey, seasonKey, seasonLabel } from '../domain/season.ts';
import type { EvaluationCache, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export interface BatchTestDeps extends Pick<Repositories, 'fixtures' | 'weightSets' | 'roundingConfigs'> {
  evaluation: EvaluationCache;
}

/** Below this many played fixtures a season is reported as incomplete (docs/product.md §9: 370 of 380). */
const COMPLETE_SEASON = 370;

export async function runBatchWeightTestUseCase(deps: BatchTestDeps): Promise<BatchWeightTestResponse> {
  const sets = await deps.weightSets.list();
  // Production's own set (promoted, never deletable) is ranked but is nothing to compare it with.
  if (sandboxSetsOf(sets).length === 0) throw AppError.notFound(NO_SANDBOX_WEIGHT_SETS_DETAIL);
  const [evaluation, production] = await Promise.all([deps.evaluation.get(deps.fixtures), productionSettings(deps)]);
  // The engine answers null weights for a Dixon–Coles set; the row keeps the six weights stored
  // beside its parameters and names the model it judged.
  const weightsById = new Map([production.weights, ...sets].map((s) => [s.id, s.weights]));
  let result;
  try {
    result = await evaluation.batchWeights({
      production: production.weights,
      weight_sets: sets.map((s) => ({ id: s.id, name: s.name, weights: s.weights, model: modelOfWeights(s) })),
      seasons: BATCH_SEASONS,
      rounding: production.rounding,
    });
  } catch (error) {
    if (error instanceof EmptyScopeError) throw AppError.conflict('No played fixtures in 2022-2025 yet: refresh the seasons first');
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

type Check = BatchTestDiagnostic['checks'][number];

/** The sets to rank against production: every set but the promoted one. */
function sandboxSetsOf<T extends { status: string }>(sets: readonly T[]): T[] {
  return sets.filter((set) => set.status !== 'promoted');
}

export async function batchTestDiagnostic(deps: BatchTestDeps): Promise<BatchTestDiagnostic> {
  const checks: Check[] = [];
  const check = (name: string, pass: boolean, message: string, value: number | string | null = null, error: string | null = null) =>
    checks.push({ check: name, status: pass ? 'PASS' : 'FAIL', message, value, error });

  const [sets, production, evaluation] = await Promise.all([deps.weightSets.list(), productionSettings(deps), deps.evaluation.get(deps.fixtures)]);
  const summary = await evaluation.scopes([{ seasons: BATCH_SEASONS }, ...BATCH_SEASONS.map((year) => ({ seasons: [seasonLabel(year)] }))]);
  const [batch, ...seasons] = summary.scopes;
  const played = batch?.played ?? 0;
  check('Fixtures read model', summary.records > 0, `${summary.records} fixtures received from the catalog`, summary.records);
  check('Played fixtures 2022-2025', played > 0, `${played} fixtures with a final score in the batch seasons`, played);
  for (const [index, year] of BATCH_SEASONS.entries()) {
    const label = seasonLabel(year);
    const count = seasons[index]?.played ?? 0;
    check(
      `Season ${year} results`,
      count > 0,
      count >= COMPLETE_SEASON ? `${label}: ${count} played fixtures (complete)` : `${label}: ${count} played fixtures (in progress or incomplete)`,
      count,
    );
  }
  const sandbox = sandboxSetsOf(sets).length;
  check('Sandbox weight sets', sandbox > 0, sandbox > 0 ? `${sandbox} weight sets to test against production` : NO_SANDBOX_WEIGHT_SETS_DETAIL, sandbox);
  check('Production rounding', true, `Production rounding configuration: ${production.rounding_config_name}`, production.rounding_config_name);

  let testFixture: BatchTestDiagnostic['test_fixture'] = null;
  const f = batch?.last;
  if (f) {
    try {
      const run = await evaluation.progressiveBacktest({
        model: production.weights.model,
        rounding: production.rounding,
        scope: { seasons: [f.season], gameweek_start: f.gameweek, gameweek_end: f.gameweek },
        include_predictions: true,
      });
      const p = run.predictions?.find((x) => x.fixture_id === f.id);
      if (!p) throw new Error(`fixture ${f.id} was not judged`);
      testFixture = {
        fixture_id: Number(f.id),
        season: f.season,
        gameweek: f.gameweek,
        home_team: f.home_team,
        away_team: f.away_team,
        actual_score: p.actual_score,
        predicted_score: p.predicted_score,
      };
      check('Test prediction', Number.isFinite(p.predicted_home_goals) && Number.isFinite(p.predicted_away_goals), `${f.home_team} v ${f.away_team} (${seasonKey(f.season)} GW${f.gameweek}): predicted ${p.predicted_score}, actual ${p.actual_score}`, p.predicted_score);
    } catch (error) {
      check('Test prediction', false, 'The production weights could not predict a played fixture', null, error instanceof Error ? error.message : String(error));
    }
  } else {
    check('Test prediction', false, 'No played fixture to predict', null);
  }

  const failed = checks.filter((c) => c.status === 'FAIL');
  const next_steps =
    failed.length === 0
      ? ['Run "Test All Weight Sets" to rank every sandbox weight set against production.']
      : failed.map((c) =>
          c.check === 'Sandbox weight sets'
            ? 'Create weight sets in the Sandbox (/sandbox).'
            : c.check === 'Test prediction'
              ? 'Check the fixtures of the batch seasons: a played fixture could not be predicted.'
              : 'Refresh the seasons in Data Management (Refresh All Seasons), then run the diagnostic again.',
        );
  return {
    overall_status: failed.length === 0 ? 'PASS' : 'FAIL',
    total_checks: checks.length,
    failed_checks_count: failed.length,
    checks,
    test_fixture: testFixture,
    next_steps: [...new Set(next_steps)],
  };
}
