// The gameweek-access answer as the gameweek list takes it: until when, and each fixture's paid
// numbers by fixture id; null unless the answer grants access and says until when.
import { useMemo } from 'react';
import type { GameweekPredictionsResponse } from '@scoreline/contracts';
import type { UnlockedGameweek } from '../components/unlocked-gameweek.ts';

function unlockedOf(access: GameweekPredictionsResponse | null): UnlockedGameweek | null {
  if (!access?.has_access || !access.access_expires_at) return null;
  return {
    expiresAt: access.access_expires_at,
    fixtures: new Map(
      access.predictions.map((p) => [
        p.fixture_id,
        { predicted_outcome: p.predicted_outcome, display_home_goals: p.display_home_goals ?? null, display_away_goals: p.display_away_goals ?? null },
      ]),
    ),
  };
}

/** Built again only when the answer changes, so the list's cards keep their paid numbers between renders. */
export function useUnlockedGameweek(access: GameweekPredictionsResponse | null): UnlockedGameweek | null {
  return useMemo(() => unlockedOf(access), [access]);
}
