// Prediction quality diagnostics (docs/product.md §3, "Quality diagnostics" and "Prediction sample";
// §9: over 50 % default or even-probability predictions flags an issue).
import type { Prediction } from './predict.ts';

/** docs/product.md §9: a share above this (percent) of default or even predictions is an issue. */
export const ISSUE_THRESHOLD_PERCENT = 50;
/** Probabilities count as "even" when each is within this distance of 1/3 (a model saying nothing). */
export const EVEN_PROBABILITY_TOLERANCE = 0.05;

export function hasEvenProbabilities(p: Pick<Prediction, 'prob_home_win' | 'prob_draw' | 'prob_away_win'>): boolean {
  return [p.prob_home_win, p.prob_draw, p.prob_away_win].every((q) => Math.abs(q - 1 / 3) < EVEN_PROBABILITY_TOLERANCE);
}

/**
 * What the diagnostics read of a prediction: the engine's own `Prediction`, or a service's stored
 * prediction that kept these fields.
 */
export type DiagnosedPrediction = Pick<
  Prediction,
  'team_metrics_default' | 'prob_home_win' | 'prob_draw' | 'prob_away_win' | 'predicted_home_goals' | 'predicted_away_goals'
>;

export interface QualityDiagnostics {
  sample_size: number;
  issues: {
    /** Predictions whose team metrics all fell back to defaults (team_metrics_default). */
    default_predictions: number;
    percentage_defaults: number;
    even_probabilities: number;
    percentage_even_probs: number;
  };
  /** Mean expected goals. */
  averages: { home_goals: number; away_goals: number };
  sample_predictions: { home_goals: number; away_goals: number; prob_home: number; prob_draw: number; prob_away: number }[];
  /** True when either share exceeds ISSUE_THRESHOLD_PERCENT. */
  has_issue: boolean;
}

/**
 * Shares are unrounded percentages (0-100), averages unrounded goals; `sampleLimit` 0 leaves the
 * sample out (for a caller that picks its own).
 */
export function qualityDiagnostics(predictions: readonly DiagnosedPrediction[], sampleLimit = 10): QualityDiagnostics {
  const n = predictions.length;
  const share = (count: number) => (n === 0 ? 0 : (100 * count) / n);
  const defaults = predictions.filter((p) => p.team_metrics_default).length;
  const even = predictions.filter((p) => hasEvenProbabilities(p)).length;
  const mean = (f: (p: DiagnosedPrediction) => number) => (n === 0 ? 0 : predictions.reduce((s, p) => s + f(p), 0) / n);
  return {
    sample_size: n,
    issues: {
      default_predictions: defaults,
      percentage_defaults: share(defaults),
      even_probabilities: even,
      percentage_even_probs: share(even),
    },
    averages: { home_goals: mean((p) => p.predicted_home_goals), away_goals: mean((p) => p.predicted_away_goals) },
    sample_predictions: predictions.slice(0, sampleLimit).map((p) => ({
      home_goals: p.predicted_home_goals,
      away_goals: p.predicted_away_goals,
      prob_home: p.prob_home_win,
      prob_draw: p.prob_draw,
      prob_away: p.prob_away_win,
    })),
    has_issue: share(defaults) > ISSUE_THRESHOLD_PERCENT || share(even) > ISSUE_THRESHOLD_PERCENT,
  };
}

/** The "analysis" of one prediction sample: whether its metrics are real and what is wrong if not. */
export function analyzePrediction(p: Prediction): { all_metrics_default: boolean; issue: string | null } {
  const fellBack = Object.entries(p.metric_defaults)
    .filter(([, isDefault]) => isDefault)
    .map(([key]) => key);
  let issue: string | null = null;
  if (p.team_metrics_default) issue = 'no earlier results for either team: every team metric fell back to the league average';
  else if (fellBack.length > 0) issue = `fell back to defaults: ${fellBack.join(', ')}`;
  else if (hasEvenProbabilities(p)) issue = 'probabilities are nearly even (about 1/3 each)';
  return { all_metrics_default: p.all_metrics_default, issue };
}
