// Expected goals: each side's weighted average of its metrics (README, "Expected goals").
import type { Weights } from '@scoreline/contracts';
import type { FixtureMetrics } from './metrics.ts';

export interface ExpectedGoals {
  home: number;
  away: number;
}

/**
 * home = (H1·m.H1 + H2·m.H2 + H3·m.H3 + H4·m.H4) / (H1 + H2 + H3 + H4)
 * away = (A1·m.A1 + A2·m.A2 + H3·m.H3_away + H4·m.H4_away) / (A1 + A2 + H3 + H4)
 * Dividing by the weights used keeps the result a number of goals whatever the weights add up to,
 * so weights express relative trust in each metric. A side whose weights are all 0 gets its league
 * average (m.H4 or m.H4_away): with no trusted metric, the neutral guess.
 */
export function expectedGoals(m: FixtureMetrics, w: Weights): ExpectedGoals {
  const homeWeight = w.H1 + w.H2 + w.H3 + w.H4;
  const awayWeight = w.A1 + w.A2 + w.H3 + w.H4;
  const home = homeWeight > 0 ? (w.H1 * m.H1 + w.H2 * m.H2 + w.H3 * m.H3 + w.H4 * m.H4) / homeWeight : m.H4;
  const away = awayWeight > 0 ? (w.A1 * m.A1 + w.A2 * m.A2 + w.H3 * m.H3_away + w.H4 * m.H4_away) / awayWeight : m.H4_away;
  return { home, away };
}
