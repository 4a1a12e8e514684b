// The bookmakers' view as a benchmark: closing odds turned into probabilities.
import type { Outcome } from '@scoreline/contracts';
import type { MatchOdds } from './types.ts';
import type { OutcomeProbabilityTriple } from './scoring.ts';

/**
 * Implied probabilities 1/odds divided by their sum, which removes the bookmaker's margin
 * (the overround) proportionally. Null when any of the three odds is missing or not above 1.
 */
export function marketProbabilities(odds: MatchOdds): OutcomeProbabilityTriple | null {
  const { odds_home, odds_draw, odds_away } = odds;
  if (odds_home == null || odds_draw == null || odds_away == null) return null;
  if (!(odds_home > 1 && odds_draw > 1 && odds_away > 1)) return null;
  const h = 1 / odds_home;
  const d = 1 / odds_draw;
  const a = 1 / odds_away;
  const sum = h + d + a;
  return { prob_home_win: h / sum, prob_draw: d / sum, prob_away_win: a / sum };
}

/** The market favourite: the most probable outcome, ties going to home, then away (as the data README does). */
export function favouriteOutcome(p: OutcomeProbabilityTriple): Outcome {
  if (p.prob_home_win >= p.prob_draw && p.prob_home_win >= p.prob_away_win) return 'home_win';
  if (p.prob_away_win >= p.prob_draw) return 'away_win';
  return 'draw';
}
