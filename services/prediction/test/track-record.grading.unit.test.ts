// The track record's arithmetic: a grade against a result, the always-home-win baseline, the
// figures of a set of graded matches and the rolling points of the chart.
import { describe, expect, it } from 'vitest';
import { BASELINE, compare, grade, type GradedMatch, rollingPoints, sameGrade, type SealedNumbers } from '../src/domain/track-record.ts';

const prediction: SealedNumbers = {
  predicted_outcome: 'home_win',
  display_home_goals: 2,
  display_away_goals: 1,
  prob_home_win: 0.5,
  prob_draw: 0.3,
  prob_away_win: 0.2,
};

function graded(season: string, gameweek: number, modelRight: boolean, home: number, away: number): GradedMatch {
  const model = grade({ ...prediction, predicted_outcome: modelRight ? (home > away ? 'home_win' : home < away ? 'away_win' : 'draw') : 'away_win' }, { home_goals: home, away_goals: away });
  return { season, gameweek, source: 'backtest', model, baseline: grade(BASELINE, { home_goals: home, away_goals: away }) };
}

describe('grade', () => {
  it('marks the outcome and the exact score, and scores the probabilities with the RPS', () => {
    expect(grade(prediction, { home_goals: 2, away_goals: 1 })).toEqual({
      home_goals: 2,
      away_goals: 1,
      outcome_correct: true,
      score_correct: true,
      // ½·[(0.5 − 1)² + (0.8 − 1)²] = ½·(0.25 + 0.04)
      rps: 0.145,
    });
    // An away win: ½·[(0.5 − 0)² + (0.8 − 0)²] = ½·(0.25 + 0.64)
    expect(grade(prediction, { home_goals: 0, away_goals: 3 })).toMatchObject({ outcome_correct: false, score_correct: false, rps: 0.445 });
  });

  it('scores the baseline 0 on a home win, ½ on a draw and 1 on an away win', () => {
    expect(grade(BASELINE, { home_goals: 1, away_goals: 0 })).toMatchObject({ outcome_correct: true, score_correct: true, rps: 0 });
    expect(grade(BASELINE, { home_goals: 1, away_goals: 1 }).rps).toBe(0.5);
    expect(grade(BASELINE, { home_goals: 0, away_goals: 3 }).rps).toBe(1);
  });

  it('tells a changed grade from the same one', () => {
    const one = grade(prediction, { home_goals: 2, away_goals: 1 });
    expect(sameGrade(one, { ...one })).toBe(true);
    expect(sameGrade(one, grade(prediction, { home_goals: 2, away_goals: 2 }))).toBe(false);
    expect(sameGrade(null, one)).toBe(false);
  });
});

describe('compare', () => {
  it('gives percentages with two decimals and the mean RPS, and no figures for no matches', () => {
    const matches = [graded('2025-26', 1, true, 2, 1), graded('2025-26', 1, false, 0, 0), graded('2025-26', 2, true, 1, 3)];
    const { model, baseline } = compare(matches);
    expect(model).toMatchObject({ matches: 3, outcome_accuracy: 66.67, exact_score_accuracy: 33.33 });
    expect(baseline).toMatchObject({ matches: 3, outcome_accuracy: 33.33, exact_score_accuracy: 0, rps: 0.5 });
    expect(compare([]).model).toEqual({ matches: 0, outcome_accuracy: null, exact_score_accuracy: null, rps: null });
  });
});

describe('rollingPoints', () => {
  it('orders gameweeks by season and number and rolls the accuracy over the window', () => {
    const matches = [
      graded('2026-27', 10, true, 1, 0),
      graded('2026-27', 2, false, 1, 0),
      graded('2025-26', 38, true, 0, 1),
      graded('2026-27', 2, true, 1, 0),
    ];
    const points = rollingPoints(matches, 2);
    expect(points.map((p) => `${p.season}:${p.gameweek}`)).toEqual(['2025-26:38', '2026-27:2', '2026-27:10']);
    expect(points.map((p) => p.outcome_accuracy)).toEqual([100, 50, 100]);
    // Window of two gameweeks: 2026-27:10 counts 2026-27:2 and itself (2 of 3 right), not 2025-26:38.
    expect(points.map((p) => p.rolling_outcome_accuracy)).toEqual([100, 66.67, 66.67]);
    expect(points.map((p) => p.rolling_baseline_accuracy)).toEqual([0, 66.67, 100]);
  });
});
