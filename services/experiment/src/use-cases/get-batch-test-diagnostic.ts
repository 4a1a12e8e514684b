// Whether a batch weight test can work before it is started: played fixtures of each batch season,
// sandbox sets to rank, the production settings, and a trial evaluation.
import { type BatchTestDiagnostic, NO_SANDBOX_WEIGHT_SETS_DETAIL } from '@scoreline/contracts';
import { BATCH_SEASONS, seasonKey, seasonLabel } from '../domain/season.ts';
import { productionSettings } from './production-settings.ts';
import { sandboxSetsOf } from '../domain/weight-set.ts';
import type { BatchTestDeps } from './run-batch-weight-test.ts';

/** Below this many played fixtures a season is reported as incomplete (docs/product.md §9: 370 of 380). */
const COMPLETE_SEASON = 370;

type Check = BatchTestDiagnostic['checks'][number];

export async function getBatchTestDiagnostic(deps: BatchTestDeps): Promise<BatchTestDiagnostic> {
  const checks: Check[] = [];
  const check = (
    name: string,
    pass: boolean,
    message: string,
    value: number | string | null = null,
    error: string | null = null,
  ) => checks.push({ check: name, status: pass ? 'PASS' : 'FAIL', message, value, error });

  const [sets, production, evaluation] = await Promise.all([
    deps.weightSets.list(),
    productionSettings(deps),
    deps.evaluation.get(deps.fixtures),
  ]);
  const summary = await evaluation.scopes([
    { seasons: BATCH_SEASONS },
    ...BATCH_SEASONS.map((year) => ({ seasons: [seasonLabel(year)] })),
  ]);
  const [batch, ...seasons] = summary.scopes;
  const played = batch?.played ?? 0;
  check(
    'Fixtures read model',
    summary.records > 0,
    `${summary.records} fixtures received from the catalog`,
    summary.records,
  );
  check(
    'Played fixtures 2022-2025',
    played > 0,
    `${played} fixtures with a final score in the batch seasons`,
    played,
  );
  for (const [index, year] of BATCH_SEASONS.entries()) {
    const label = seasonLabel(year);
    const count = seasons[index]?.played ?? 0;
    check(
      `Season ${year} results`,
      count > 0,
      count >= COMPLETE_SEASON
        ? `${label}: ${count} played fixtures (complete)`
        : `${label}: ${count} played fixtures (in progress or incomplete)`,
      count,
    );
  }
  const sandbox = sandboxSetsOf(sets).length;
  check(
    'Sandbox weight sets',
    sandbox > 0,
    sandbox > 0 ? `${sandbox} weight sets to test against production` : NO_SANDBOX_WEIGHT_SETS_DETAIL,
    sandbox,
  );
  check(
    'Production rounding',
    true,
    `Production rounding configuration: ${production.rounding_config_name}`,
    production.rounding_config_name,
  );

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
      check(
        'Test prediction',
        Number.isFinite(p.predicted_home_goals) && Number.isFinite(p.predicted_away_goals),
        `${f.home_team} v ${f.away_team} (${seasonKey(f.season)} GW${f.gameweek}): predicted ${p.predicted_score}, actual ${p.actual_score}`,
        p.predicted_score,
      );
    } catch (error) {
      check(
        'Test prediction',
        false,
        'The production weights could not predict a played fixture',
        null,
        error instanceof Error ? error.message : String(error),
      );
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
