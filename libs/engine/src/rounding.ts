// The seed's rule for turning raw expected goals into a whole score (docs/product.md §5).
import type { Outcome } from '@scoreline/contracts';

/**
 * Rounds to 9 decimals. Boundaries are written in decimals (0.75, 1.4, a 0.4 advantage) but binary
 * floating point makes 1.2 − 0.8 = 0.3999999999999999; snapping first judges such values as a person
 * reading the decimals would. Real expected goals are never that close to a boundary by accident.
 */
export function snapDecimal(x: number): number {
  return Math.round(x * 1e9) / 1e9;
}

/**
 * null (or not a number) → 0; below 0.75 → 0; 0.75 up to under 1.25 → 1; 1.25 up to under 1.75 →
 * 2 if at least 1.4, else 1; otherwise the nearest integer (halves up).
 * The 1.25–1.75 band is skewed towards 1 because one goal is by far the commonest single-team score.
 */
export function roundGoals(goals: number | null | undefined): number {
  if (goals == null || Number.isNaN(goals)) return 0;
  goals = snapDecimal(goals);
  if (goals < 0.75) return 0;
  if (goals < 1.25) return 1;
  if (goals < 1.75) return goals >= 1.4 ? 2 : 1;
  return Math.round(goals);
}

/** The outcome a whole score shows. */
export function outcomeOfScore(homeGoals: number, awayGoals: number): Outcome {
  if (homeGoals > awayGoals) return 'home_win';
  if (homeGoals < awayGoals) return 'away_win';
  return 'draw';
}

/** The seed's plain rounding: each side rounded on its own, the outcome read off the result. */
export function wholeScore(
  homeGoals: number | null | undefined,
  awayGoals: number | null | undefined,
): { predicted_outcome: Outcome; display_home_goals: number; display_away_goals: number } {
  const display_home_goals = roundGoals(homeGoals);
  const display_away_goals = roundGoals(awayGoals);
  return { predicted_outcome: outcomeOfScore(display_home_goals, display_away_goals), display_home_goals, display_away_goals };
}
