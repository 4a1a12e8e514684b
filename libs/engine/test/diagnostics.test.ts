import { describe, expect, it } from 'vitest';
import { analyzePrediction, hasEvenProbabilities, predictAll, qualityDiagnostics } from '../src/index.ts';
import { match } from './helpers.ts';

describe('quality diagnostics', () => {
  it('flags an issue when over half the predictions rest on default metrics', () => {
    // Four newcomer pairings with no history at all: every team metric falls back.
    const fresh = predictAll([match('A v B', 1), match('C v D', 2), match('E v F', 3), match('G v H', 4)]);
    const d = qualityDiagnostics(fresh);
    expect(d.sample_size).toBe(4);
    expect(d.issues).toMatchObject({ default_predictions: 4, percentage_defaults: 100 });
    expect(d.has_issue).toBe(true);
    expect(d.averages.home_goals).toBeCloseTo(1.5, 12);
    expect(d.sample_predictions[0]?.home_goals).toBeCloseTo(1.5, 12);
    expect(d.sample_predictions[0]?.away_goals).toBeCloseTo(1.2, 12);
  });

  it('does not flag a history where teams have been measured', () => {
    const history = Array.from({ length: 24 }, (_, i) => match(`${'ABCD'[i % 4]} ${i % 3}-${i % 2} ${'EFGH'[i % 4]}`, i));
    const later = predictAll([...history, match('A v E', 30), match('B v F', 31)]).slice(-2);
    const d = qualityDiagnostics(later);
    expect(d.issues.percentage_defaults).toBe(0);
    expect(d.has_issue).toBe(false);
  });

  it('recognises even probabilities and explains a prediction', () => {
    expect(hasEvenProbabilities({ prob_home_win: 0.34, prob_draw: 0.33, prob_away_win: 0.33 })).toBe(true);
    expect(hasEvenProbabilities({ prob_home_win: 0.45, prob_draw: 0.27, prob_away_win: 0.28 })).toBe(false);
    const [first] = predictAll([match('A v B', 1)]);
    if (!first) throw new Error('no prediction');
    expect(analyzePrediction(first)).toEqual({
      all_metrics_default: true,
      issue: 'no earlier results for either team: every team metric fell back to the league average',
    });
  });

  it('limits the sample list', () => {
    const many = predictAll(Array.from({ length: 15 }, (_, i) => match(`X${i} v Y${i}`, i)));
    expect(qualityDiagnostics(many).sample_predictions).toHaveLength(10);
    expect(qualityDiagnostics(many, 3).sample_predictions).toHaveLength(3);
    expect(qualityDiagnostics(many, 0).sample_predictions).toEqual([]);
  });

  it('takes just the fields it reads, as a service stores them, with the same answer', () => {
    const history = Array.from({ length: 24 }, (_, i) => match(`${'ABCD'[i % 4]} ${i % 3}-${i % 2} ${'EFGH'[i % 4]}`, i));
    const full = predictAll([...history, match('A v E', 30), match('I v J', 31)]);
    const stored = full.map((p) => ({
      fixture_id: p.fixture_id,
      team_metrics_default: p.team_metrics_default,
      prob_home_win: p.prob_home_win,
      prob_draw: p.prob_draw,
      prob_away_win: p.prob_away_win,
      predicted_home_goals: p.predicted_home_goals,
      predicted_away_goals: p.predicted_away_goals,
    }));
    const d = qualityDiagnostics(stored);
    expect(d).toEqual(qualityDiagnostics(full));
    expect(d.sample_size).toBe(26);
    expect(d.issues.default_predictions).toBe(full.filter((p) => p.team_metrics_default).length);
    expect(d.issues.default_predictions).toBeGreaterThan(0);
  });
});
