// The home screen's states (docs/product.md §4): loading, then error or loaded.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@scoreline/api-client';
import type { GameweekResponse } from '@scoreline/contracts';
import { getCurrentGameweek } from '../api/get-current-gameweek.ts';

export type GameweekState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'loaded'; readonly gameweek: GameweekResponse };

export function useCurrentGameweek(): { state: GameweekState; reload: () => void } {
  const [state, setState] = useState<GameweekState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getCurrentGameweek(controller.signal).then(
      // A transition: React draws the cards in slices that leave the main thread free between them.
      (gameweek) => startTransition(() => setState({ status: 'loaded', gameweek })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
