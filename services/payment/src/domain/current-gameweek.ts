// Which gameweek a purchase from the home screen buys: the one the home page shows. The rule is
// the catalog's (services/catalog/src/domain/current-gameweek.ts), applied here to this service's
// own fixtures read model because services never read each other's databases or import each
// other. Keep the two in step:
//
// take the latest season that has fixtures; its current gameweek is the earliest gameweek that
// still has a fixture awaiting a result (postponed and cancelled fixtures do not hold it back);
// when every fixture has a result, the season's last gameweek stays current.
export interface GameweekFact {
  readonly season: string;
  readonly gameweek: number;
  readonly status: string;
  readonly has_result: boolean;
}

export interface SeasonGameweek {
  readonly season: string;
  readonly gameweek: number;
}

export function isAwaitingResult(fact: GameweekFact): boolean {
  return !fact.has_result && fact.status !== 'postponed' && fact.status !== 'cancelled';
}

/** The current gameweek of `facts`, all of one season (the latest), or null when there are none. */
export function currentGameweekOf(facts: readonly GameweekFact[]): SeasonGameweek | null {
  const first = facts[0];
  if (!first) return null;
  let earliestAwaiting = Infinity;
  let last = 0;
  for (const fact of facts) {
    if (fact.gameweek > last) last = fact.gameweek;
    if (isAwaitingResult(fact) && fact.gameweek < earliestAwaiting) earliestAwaiting = fact.gameweek;
  }
  return { season: first.season, gameweek: Number.isFinite(earliestAwaiting) ? earliestAwaiting : last };
}
