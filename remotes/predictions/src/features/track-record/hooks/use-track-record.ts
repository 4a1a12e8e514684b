// The page's states: loading, then error or loaded; retry() asks again.
import { startTransition, useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@scoreline/api-client';
import type { TrackRecordGameweekResponse, TrackRecordResponse } from '@scoreline/contracts';
import { getTrackRecord, getTrackRecordGameweek } from '../api/get-track-record.ts';

export type Loadable<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'loaded'; readonly data: T };

/** `load` must be stable (useCallback) for as long as it fetches the same thing. */
function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): [Loadable<T>, () => void] {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      // A transition: React draws the figures and tables in slices that leave the main thread free.
      (data) => startTransition(() => setState({ status: 'loaded', data })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

export function useTrackRecord(): [Loadable<TrackRecordResponse>, () => void] {
  return useLoad(useCallback((signal: AbortSignal) => getTrackRecord(signal), []));
}

export function useTrackRecordGameweek(season: string, gameweek: number): [Loadable<TrackRecordGameweekResponse>, () => void] {
  return useLoad(useCallback((signal: AbortSignal) => getTrackRecordGameweek(season, gameweek, signal), [season, gameweek]));
}
