// Smart rounding: decide the outcome from the expected-goals difference, then show a whole score
// that agrees with it (README, "Smart rounding"). Depends only on the two raw numbers and the
// parameters, so a runner can try many configurations on one set of expected goals.
import type { Outcome, RoundingParameters } from '@scoreline/contracts';
import { roundGoals, snapDecimal } from './rounding.ts';

export interface RoundedScore {
  predicted_outcome: Outcome;
  display_home_goals: number;
  display_away_goals: number;
}

/**
 * Differences are compared after snapDecimal (9 decimals), so every boundary is exact for decimal inputs.
 * 1. h = home raw goals (+ home_bias_amount when home_bias_enabled), a = away raw goals, d = h − a.
 * 2. |d| < draw_threshold (or d = 0): draw. Both sides show roundGoals((h + a) / 2).
 * 3. Otherwise the side with more goals is the favourite and wins. Its raw goals are raised by
 *    clear_advantage_adjustment when |d| ≥ clear_advantage_threshold, else by small_advantage_adjustment;
 *    each side is then rounded with roundGoals.
 * 4. If rounding made the scores equal, the underdog loses a goal (1.3 v 1.0 → 1-0, not 1-1); when
 *    both are 0 the favourite gains one (0.7 v 0.3 → 1-0). The lower of the two neighbouring
 *    scores is the more probable one under Poisson, and the shown score never contradicts the outcome.
 */
export function smartRound(homeGoals: number, awayGoals: number, p: RoundingParameters): RoundedScore {
  const h = homeGoals + (p.home_bias_enabled ? p.home_bias_amount : 0);
  const a = awayGoals;
  // Snapped so that thresholds hold exactly for decimal inputs (1.2 v 0.8 is an advantage of 0.4).
  const d = snapDecimal(h - a);
  if (Math.abs(d) < p.draw_threshold || d === 0) {
    const g = roundGoals((h + a) / 2);
    return { predicted_outcome: 'draw', display_home_goals: g, display_away_goals: g };
  }
  const homeFavourite = d > 0;
  const adjustment = Math.abs(d) >= p.clear_advantage_threshold ? p.clear_advantage_adjustment : p.small_advantage_adjustment;
  let favourite = roundGoals((homeFavourite ? h : a) + adjustment);
  let underdog = roundGoals(homeFavourite ? a : h);
  if (favourite <= underdog) {
    if (favourite >= 1) underdog = favourite - 1;
    else {
      favourite = 1;
      underdog = 0;
    }
  }
  return homeFavourite
    ? { predicted_outcome: 'home_win', display_home_goals: favourite, display_away_goals: underdog }
    : { predicted_outcome: 'away_win', display_home_goals: underdog, display_away_goals: favourite };
}
