import { describe, expect, it } from 'vitest';
import {
  brierScore,
  favouriteOutcome,
  logLoss,
  LOG_LOSS_FLOOR,
  marketProbabilities,
  rankedProbabilityScore,
  scoreBreakdown,
  scorePredictions,
  type ScoredPrediction,
} from '../src/index.ts';

const uniform = { prob_home_win: 1 / 3, prob_draw: 1 / 3, prob_away_win: 1 / 3 };

describe('proper scores', () => {
  it('computes RPS over the ordered outcomes home, draw, away', () => {
    const p = { prob_home_win: 0.5, prob_draw: 0.3, prob_away_win: 0.2 };
    // Home win: ½[(0.5−1)² + (0.8−1)²] = ½(0.25 + 0.04)
    expect(rankedProbabilityScore(p, 'home_win')).toBeCloseTo(0.145, 12);
    // Draw: ½[(0.5)² + (0.8−1)²] = ½(0.25 + 0.04)
    expect(rankedProbabilityScore(p, 'draw')).toBeCloseTo(0.145, 12);
    // Away win: ½[0.5² + 0.8²] = ½(0.25 + 0.64)
    expect(rankedProbabilityScore(p, 'away_win')).toBeCloseTo(0.445, 12);
    expect(rankedProbabilityScore({ prob_home_win: 1, prob_draw: 0, prob_away_win: 0 }, 'home_win')).toBe(0);
  });

  it('punishes a confident wrong call more under RPS when the miss is two steps away', () => {
    const home = { prob_home_win: 0.8, prob_draw: 0.1, prob_away_win: 0.1 };
    expect(rankedProbabilityScore(home, 'away_win')).toBeGreaterThan(rankedProbabilityScore(home, 'draw'));
  });

  it('computes the three-outcome Brier score and log-loss', () => {
    const p = { prob_home_win: 0.5, prob_draw: 0.3, prob_away_win: 0.2 };
    expect(brierScore(p, 'home_win')).toBeCloseTo(0.25 + 0.09 + 0.04, 12);
    expect(brierScore(uniform, 'draw')).toBeCloseTo(2 / 3, 12);
    expect(logLoss(p, 'draw')).toBeCloseTo(-Math.log(0.3), 12);
    expect(logLoss({ prob_home_win: 1, prob_draw: 0, prob_away_win: 0 }, 'away_win')).toBeCloseTo(-Math.log(LOG_LOSS_FLOOR), 9);
  });
});

const judged = (over: Partial<ScoredPrediction>): ScoredPrediction => ({
  season: '2030-31',
  gameweek: 1,
  predicted_outcome: 'home_win',
  display_home_goals: 1,
  display_away_goals: 0,
  home_goals: 1,
  away_goals: 0,
  ...uniform,
  ...over,
});

describe('scorePredictions and scoreBreakdown', () => {
  const list = [
    judged({}), // outcome and score right
    judged({ home_goals: 2, away_goals: 0 }), // outcome right, score wrong
    judged({ home_goals: 0, away_goals: 0, gameweek: 11 }), // both wrong
    judged({ predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1, home_goals: 1, away_goals: 1, gameweek: 38, season: '2031-32' }),
  ];

  it('counts outcome and exact-score hits as fractions', () => {
    const s = scorePredictions(list);
    expect(s).toMatchObject({ n: 4, correct_outcomes: 3, correct_scores: 2, outcome_accuracy: 0.75, exact_accuracy: 0.5 });
    // Uniform forecast: RPS 5/18 for a home win (two results here), 1/9 for a draw (two).
    expect(s.rps).toBeCloseTo((5 / 18 + 5 / 18 + 1 / 9 + 1 / 9) / 4, 12);
    expect(s.brier).toBeCloseTo(2 / 3, 12);
  });

  it('splits by season and by the spec’s gameweek bands', () => {
    const b = scoreBreakdown(list);
    expect(Object.keys(b.by_season)).toEqual(['2030-31', '2031-32']);
    expect(b.by_season['2030-31']).toMatchObject({ n: 3, correct_outcomes: 2 });
    expect(b.by_gameweek_range['early_season_GW1-10']).toMatchObject({ n: 2, correct_outcomes: 2 });
    expect(b.by_gameweek_range['mid_season_GW11-28']).toMatchObject({ n: 1, correct_outcomes: 0 });
    expect(b.by_gameweek_range['late_season_GW29-38']).toMatchObject({ n: 1, correct_scores: 1 });
  });

  it('reports no exact accuracy when no score was shown, and nulls for an empty list', () => {
    expect(scorePredictions([judged({ display_home_goals: null, display_away_goals: null })]).exact_accuracy).toBeNull();
    expect(scorePredictions([])).toMatchObject({ n: 0, outcome_accuracy: null, rps: null });
  });
});

describe('market', () => {
  it('removes the margin by normalising 1/odds', () => {
    const p = marketProbabilities({ odds_home: 2, odds_draw: 4, odds_away: 4 });
    expect(p).toEqual({ prob_home_win: 0.5, prob_draw: 0.25, prob_away_win: 0.25 });
    const withMargin = marketProbabilities({ odds_home: 4.56, odds_draw: 3.57, odds_away: 1.85 });
    const sum = (withMargin?.prob_home_win ?? 0) + (withMargin?.prob_draw ?? 0) + (withMargin?.prob_away_win ?? 0);
    expect(sum).toBeCloseTo(1, 14);
    expect(withMargin?.prob_away_win).toBeCloseTo(1 / 1.85 / (1 / 4.56 + 1 / 3.57 + 1 / 1.85), 14);
  });

  it('has no view without three usable odds', () => {
    expect(marketProbabilities({ odds_home: null, odds_draw: 3, odds_away: 3 })).toBeNull();
    expect(marketProbabilities({ odds_home: 1, odds_draw: 3, odds_away: 3 })).toBeNull();
  });

  it('names the favourite, a tie going to home', () => {
    expect(favouriteOutcome({ prob_home_win: 0.3, prob_draw: 0.3, prob_away_win: 0.4 })).toBe('away_win');
    expect(favouriteOutcome({ prob_home_win: 0.36, prob_draw: 0.28, prob_away_win: 0.36 })).toBe('home_win');
    expect(favouriteOutcome({ prob_home_win: 0.3, prob_draw: 0.4, prob_away_win: 0.3 })).toBe('draw');
  });
});
