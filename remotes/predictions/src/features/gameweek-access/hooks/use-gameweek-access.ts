// Whether the visitor's session unlocked the gameweek on show, and with it the exact scores for the
// cards and until when. Asked only when the page holds a session token (kept after a successful
// activation, so a paid visitor always has one); a visitor who never paid costs no request. A failed
// answer leaves the page as for anyone: locked, with the unlock offered.
import { useEffect, useState } from 'react';
import { readSessionToken } from '@scoreline/api-client';
import type { GameweekInfo, GameweekPredictionsResponse } from '@scoreline/contracts';
import { getGameweekAccess } from '../api/get-gameweek-access.ts';

/** `refresh` asks again when it changes (after a paid return activated a new token). */
export function useGameweekAccess(info: GameweekInfo | null, refresh = 0): GameweekPredictionsResponse | null {
  const [access, setAccess] = useState<GameweekPredictionsResponse | null>(null);
  const season = info?.season ?? null;
  const gameweek = info?.current_gameweek ?? null;

  useEffect(() => {
    setAccess(null);
    if (season === null || gameweek === null || readSessionToken() === null) return;
    const controller = new AbortController();
    getGameweekAccess(season, gameweek, controller.signal).then(
      (answer) => setAccess(answer.has_access ? answer : null),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not check the gameweek access; showing it locked.', error);
      },
    );
    return () => controller.abort();
  }, [season, gameweek, refresh]);

  return access;
}
