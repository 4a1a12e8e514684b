import type { Outcome } from '@scoreline/contracts';

/** What a card shows of a fixture in a gameweek the visitor unlocked: the outcome and exact score of one prediction. */
export interface PaidFixture {
  readonly predicted_outcome: Outcome | null;
  readonly display_home_goals: number | null;
  readonly display_away_goals: number | null;
}

/** A gameweek the visitor's session unlocked: until when, and each fixture's paid numbers by fixture id. */
export interface UnlockedGameweek {
  readonly expiresAt: string;
  readonly fixtures: ReadonlyMap<number, PaidFixture>;
}
