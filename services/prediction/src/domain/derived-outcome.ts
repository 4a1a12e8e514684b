// The outcome a stored prediction without one implies, from its own numbers in this order of
// trust: its displayed score (what the visitor saw), else its raw goals rounded with the given
// rounding (which also fills the displayed score), else its most probable outcome.
import type { Outcome } from '@scoreline/contracts';
import { outcomeOfScore, type RoundingMode } from '@scoreline/engine';
import { roundStoredPrediction, type StoredPrediction } from './stored-prediction.ts';

/** The entry with an outcome, or why none can be derived. */
export function withDerivedOutcome(entry: StoredPrediction, rounding: RoundingMode): StoredPrediction | string {
  if (Number.isFinite(entry.display_home_goals) && Number.isFinite(entry.display_away_goals)) {
    return { ...entry, predicted_outcome: outcomeOfScore(entry.display_home_goals, entry.display_away_goals) };
  }
  if (Number.isFinite(entry.predicted_home_goals) && Number.isFinite(entry.predicted_away_goals)) {
    return { ...entry, ...roundStoredPrediction(entry, rounding) };
  }
  const probabilities: [Outcome, number][] = [
    ['home_win', entry.prob_home_win],
    ['draw', entry.prob_draw],
    ['away_win', entry.prob_away_win],
  ];
  if (probabilities.every(([, p]) => Number.isFinite(p))) {
    const [best] = probabilities.reduce((a, b) => (b[1] > a[1] ? b : a));
    return { ...entry, predicted_outcome: best };
  }
  return 'no displayed score, raw goals or probabilities to derive an outcome from';
}
