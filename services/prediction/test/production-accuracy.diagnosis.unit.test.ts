// The findings of the production accuracy breakdown, with the reference figures of docs/product.md
// §9 (outcome accuracy typically 40-50 %, exact score 5-15 %, over 50 % defaults is an issue).
import type { AccuracySummary } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { diagnose } from '../src/domain/accuracy-diagnosis.ts';

const summary = (total: number, outcomes: number, scores: number): AccuracySummary => ({
  total,
  correct_outcomes: outcomes,
  correct_scores: scores,
  outcome_accuracy: total === 0 ? null : Math.round((10000 * outcomes) / total) / 100,
  score_accuracy: total === 0 ? null : Math.round((10000 * scores) / total) / 100,
  rps: null,
  brier: null,
  log_loss: null,
});

function breakdown(early: AccuracySummary, mid: AccuracySummary, late: AccuracySummary, played?: number) {
  const total = early.total + mid.total + late.total;
  const overall = summary(total, early.correct_outcomes + mid.correct_outcomes + late.correct_outcomes, early.correct_scores + mid.correct_scores + late.correct_scores);
  return {
    overall,
    by_season: {},
    by_gameweek_range: { 'early_season_GW1-10': early, 'mid_season_GW11-28': mid, 'late_season_GW29-38': late },
    coverage: { played_fixtures: played ?? total, with_prediction: total },
  };
}

describe('diagnose', () => {
  it('is critical when there is nothing to judge', () => {
    const findings = diagnose(breakdown(summary(0, 0, 0), summary(0, 0, 0), summary(0, 0, 0), 10), 0);
    expect(findings).toEqual([{ severity: 'critical', issue: 'No stored predictions of finished fixtures to judge', solution: expect.any(String) }]);
  });

  it('says all is well within the typical range', () => {
    const findings = diagnose(breakdown(summary(100, 45, 10), summary(180, 82, 18), summary(100, 46, 10)), 5);
    expect(findings).toEqual([{ severity: 'info', issue: expect.stringMatching(/typical range/), solution: 'No action needed' }]);
  });

  it('flags low accuracy, missing predictions, defaults and a weak start of season', () => {
    const findings = diagnose(breakdown(summary(100, 20, 2), summary(180, 60, 6), summary(100, 35, 3), 400), 300);
    const issues = findings.map((f) => `${f.severity}: ${f.issue}`);
    expect(issues).toEqual([
      'warning: 20 finished fixtures have no stored prediction',
      'critical: 78.95% of the judged predictions fell back to league averages (no earlier result for either team)',
      'warning: Outcome accuracy 30.26% is below the typical 40-50%',
      'warning: Exact-score accuracy 2.89% is below the typical 5-15%',
      'info: Early-season outcome accuracy (GW1-10) is 13.93 points below the rest of the season',
    ]);
  });
});
