// Most-probable rounding: the displayed outcome is always the model's most probable outcome, and the
// displayed score is the most probable exact score within that outcome. Smart rounding reads the
// outcome off the expected-goals difference, so a 40/23/36 fixture can show a 2-2 draw; this mode
// cannot. The model's own outcome probabilities decide (for a blend, the blended ones); the score grid
// is the Dixon–Coles grid of the expected goals.
import type { Outcome } from '@scoreline/contracts';
import { scoreGrid } from './poisson.ts';
import type { RoundedScore } from './smart-rounding.ts';

export interface OutcomeTriple {
  home: number;
  draw: number;
  away: number;
}

/** The most probable outcome; ties go home, then away, then draw (a draw is never the tie-break). */
export function mostProbableOutcome(p: OutcomeTriple): Outcome {
  if (p.home >= p.away && p.home >= p.draw) return 'home_win';
  if (p.away >= p.draw) return 'away_win';
  return 'draw';
}

/**
 * The most probable outcome and the most probable score within it. `probabilities` defaults to the
 * grid's own outcome probabilities; `rho` is the grid's Dixon–Coles correction.
 */
export function mostProbableRound(homeGoals: number, awayGoals: number, options: { rho?: number; probabilities?: OutcomeTriple } = {}): RoundedScore {
  const { probabilities: grid } = scoreGrid(homeGoals, awayGoals, { dixon_coles_rho: options.rho ?? 0 });
  let triple = options.probabilities;
  if (!triple) {
    let home = 0;
    let draw = 0;
    let away = 0;
    grid.forEach((row, i) => row.forEach((p, j) => (i > j ? (home += p) : i === j ? (draw += p) : (away += p))));
    triple = { home, draw, away };
  }
  const outcome = mostProbableOutcome(triple);
  let best = { h: outcome === 'away_win' ? 0 : 1, a: outcome === 'home_win' ? 0 : outcome === 'draw' ? 1 : 1, p: -1 };
  grid.forEach((row, i) =>
    row.forEach((p, j) => {
      const fits = outcome === 'home_win' ? i > j : outcome === 'away_win' ? i < j : i === j;
      if (fits && p > best.p) best = { h: i, a: j, p };
    }),
  );
  return { predicted_outcome: outcome, display_home_goals: best.h, display_away_goals: best.a };
}
