// GET /api/admin/validate-smart-rounding (docs/product.md §3 "Validation result"): is the three-step
// smart-rounding migration complete? Every stored prediction has an outcome that its displayed
// score agrees with, and the accuracy records exist, were judged with smart rounding and match the
// predictions they judged. Each problem found comes with the step that fixes it.
import type { SmartRoundingValidation } from '@scoreline/contracts';
import { outcomeOfScore } from '@scoreline/engine';
import { percent } from '../domain/percent.ts';
import { isCoherentRounding } from '../domain/accuracy-record.ts';
import { loadStoredEntries } from './load-stored-entries.ts';
import type { Repositories } from './ports.ts';

export async function validateSmartRounding(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  accuracy: Repositories['accuracy'];
}): Promise<SmartRoundingValidation> {
  const [entries, accuracy] = await Promise.all([loadStoredEntries(deps), deps.accuracy.findAll()]);
  const withOutcome = entries.filter((e) => e.entry.predicted_outcome !== null);
  const contradicting = withOutcome.filter(
    ({ entry }) =>
      Number.isFinite(entry.display_home_goals) &&
      Number.isFinite(entry.display_away_goals) &&
      outcomeOfScore(entry.display_home_goals, entry.display_away_goals) !== entry.predicted_outcome,
  ).length;
  const records = accuracy.flatMap((g) => g.records);
  // "Smart rounding" in the migration's sense: a score that agrees with its outcome, which
  // most-probable rounding gives too.
  const smart = records.filter((r) => isCoherentRounding(r.rounding)).length;
  const current = new Map(entries.map((e) => [e.entry.fixture_id, e.entry]));
  const outdated = records.filter((r) => {
    const p = current.get(r.fixture_id);
    return !p || p.predicted_outcome !== r.predicted_outcome || p.display_home_goals !== r.predicted_home_goals || p.display_away_goals !== r.predicted_away_goals;
  }).length;

  const issues: string[] = [];
  const recommendations: string[] = [];
  const add = (issue: string, recommendation: string) => {
    issues.push(issue);
    if (!recommendations.includes(recommendation)) recommendations.push(recommendation);
  };
  const step1 = 'Step 1: backfill predicted_outcome (POST /api/admin/migrate-predicted-outcomes)';
  const step2 = 'Step 2: recalculate with database metrics (POST /api/admin/recalculate-with-db-metrics)';
  const step3 = 'Step 3: calculate accuracy (POST /api/accuracy/calculate-all)';
  if (entries.length === 0) add('No predictions are stored', 'Refresh the seasons; predictions are computed when the fixtures arrive');
  const missing = entries.length - withOutcome.length;
  if (missing > 0) add(`${missing} predictions have no predicted_outcome`, step1);
  if (contradicting > 0) add(`${contradicting} predictions show a score that contradicts their outcome`, step2);
  if (records.length === 0) add('No accuracy records are stored', step3);
  if (smart < records.length) add(`${records.length - smart} accuracy records were not judged with smart rounding`, step3);
  if (outdated > 0) add(`${outdated} accuracy records no longer match their predictions`, step3);

  return {
    migration_complete: issues.length === 0,
    summary: {
      total_predictions: entries.length,
      predictions_with_outcome: withOutcome.length,
      prediction_coverage_pct: percent(withOutcome.length, entries.length),
      accuracy_records: records.length,
      accuracy_with_smart_rounding: smart,
      smart_rounding_pct: percent(smart, records.length),
    },
    issues,
    recommendations,
    error: null,
  };
}
