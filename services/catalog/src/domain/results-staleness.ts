// Are the stored results as fresh as the clock says they should be? A match is over and its result
// known about three hours after its kick-off (two hours of football, a margin for the provider), so
// a match of the live season kicked off longer ago than that without a result means the results are
// stale: the home page and the admin panel say so instead of pretending (docs/product.md, Home).
import type { ResultsStaleness } from '@scoreline/contracts';
import { kicksOff } from '@scoreline/engine';
import { seasonFromYear } from './season.ts';
import { type FixtureFacts, hasResult } from './fixture.ts';

/** From kick-off until a result is due; also how long a match day's frequent refreshes go on after its last kick-off. */
export const RESULT_DUE_AFTER_MS = 3 * 60 * 60 * 1000;

export interface StalenessAnswer {
  readonly staleness: ResultsStaleness | null;
  /** The next instant (ms) at which the answer changes by the clock alone, or null when it will not. */
  readonly changesAt: number | null;
}

/** The staleness of one season's fixtures at `now`. */
export function resultsStaleness(seasonYear: number, facts: readonly FixtureFacts[], now: Date): StalenessAnswer {
  const at = now.getTime();
  let overdue = 0;
  let changesAt: number | null = null;
  let last: FixtureFacts | null = null;
  for (const fact of facts) {
    if (hasResult(fact)) {
      if (!last || fact.kickoff > last.kickoff) last = fact;
      continue;
    }
    if (!kicksOff(fact)) continue;
    const due = Date.parse(fact.kickoff) + RESULT_DUE_AFTER_MS;
    if (due < at) overdue += 1;
    else if (changesAt === null || due < changesAt) changesAt = due + 1;
  }
  if (overdue === 0) return { staleness: null, changesAt };
  return {
    staleness: {
      season: seasonFromYear(seasonYear).label,
      overdue_matches: overdue,
      last_result_at: last ? last.kickoff : null,
      results_up_to_gameweek: last ? last.gameweek : null,
    },
    changesAt,
  };
}
