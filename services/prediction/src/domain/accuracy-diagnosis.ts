// The findings of the production accuracy breakdown (use-cases/get-production-accuracy-breakdown.ts),
// each with what to do about it, judged against the reference figures of docs/product.md §9.
import type { Diagnosis, ProductionAccuracyBreakdown } from '@scoreline/contracts';
import { ISSUE_THRESHOLD_PERCENT } from '@scoreline/engine';
import { percent, round2 } from './percent.ts';

/** docs/product.md §9: outcome accuracy is typically 40-50 %, exact scores 5-15 %. */
export const TYPICAL_OUTCOME_ACCURACY = 40;
export const TYPICAL_SCORE_ACCURACY = 5;
/** How far (percentage points) early-season accuracy may trail the rest before it is mentioned. */
export const EARLY_SEASON_GAP = 5;

export function diagnose(b: Omit<ProductionAccuracyBreakdown, 'diagnosis'>, defaults: number): Diagnosis[] {
  const findings: Diagnosis[] = [];
  const recalculate = 'Recalculate the predictions (POST /api/admin/recalculate), then calculate accuracy';
  if (b.overall.total === 0) {
    findings.push({
      severity: 'critical',
      issue: 'No stored predictions of finished fixtures to judge',
      solution: 'Refresh the seasons (predictions follow automatically), or recalculate them (POST /api/admin/recalculate)',
    });
    return findings;
  }
  const missing = b.coverage.played_fixtures - b.coverage.with_prediction;
  if (missing > 0) {
    const fixtures = missing === 1 ? '1 finished fixture has' : `${missing} finished fixtures have`;
    findings.push({ severity: 'warning', issue: `${fixtures} no stored prediction`, solution: recalculate });
  }
  const defaultShare = percent(defaults, b.overall.total);
  if (defaultShare > ISSUE_THRESHOLD_PERCENT) {
    findings.push({
      severity: 'critical',
      issue: `${defaultShare}% of the judged predictions fell back to league averages (no earlier result for either team)`,
      solution: 'Refresh the earlier seasons so every team has a history, then recalculate',
    });
  }
  const outcome = b.overall.outcome_accuracy ?? 0;
  if (outcome < TYPICAL_OUTCOME_ACCURACY) {
    findings.push({
      severity: 'warning',
      issue: `Outcome accuracy ${outcome}% is below the typical 40-50%`,
      solution: 'Compare with the default weights (GET /api/diagnostics/compare-sandbox-production/default) and tune the weights in the Algorithm Sandbox',
    });
  }
  const score = b.overall.score_accuracy ?? 0;
  if (score < TYPICAL_SCORE_ACCURACY) {
    findings.push({
      severity: 'warning',
      issue: `Exact-score accuracy ${score}% is below the typical 5-15%`,
      solution: 'Try other smart-rounding configurations in the Rounding Sandbox',
    });
  }
  const early = b.by_gameweek_range['early_season_GW1-10'];
  const later = [b.by_gameweek_range['mid_season_GW11-28'], b.by_gameweek_range['late_season_GW29-38']];
  const laterTotal = later.reduce((s, r) => s + r.total, 0);
  if (early.outcome_accuracy !== null && laterTotal > 0) {
    const laterAccuracy = percent(later.reduce((s, r) => s + r.correct_outcomes, 0), laterTotal);
    const gap = round2(laterAccuracy - early.outcome_accuracy);
    if (gap > EARLY_SEASON_GAP) {
      findings.push({
        severity: 'info',
        issue: `Early-season outcome accuracy (GW1-10) is ${gap} points below the rest of the season`,
        solution: 'Expected while the metrics lean on last season; no action unless the gap keeps growing',
      });
    }
  }
  if (findings.length === 0) {
    findings.push({
      severity: 'info',
      issue: `Accuracy is in the typical range (outcome ${outcome}%, exact score ${score}%)`,
      solution: 'No action needed',
    });
  }
  return findings;
}
