// Live figures by polling: the section asks again STREAMS_POLL_MS after each answer while it is shown. Polling
// rather than server-sent events because every figure is a fresh read of Kafka offsets anyway (no
// stream of changes to forward), and a poll goes through the gateway's rate limit, caching rules
// and bearer check like every other admin call. A failed poll keeps the last figures on screen,
// marked stale, and the next poll tries again.
import { failureMessage } from '@scoreline/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventStreamsResponse } from '@scoreline/contracts';
import { getEventStreams } from '../api/stream-calls.ts';

export const STREAMS_POLL_MS = 5000;

export type StreamsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly data: EventStreamsResponse; readonly staleBecause: string | null };

export function useEventStreams(token: string, pollMs: number = STREAMS_POLL_MS) {
  const [state, setState] = useState<StreamsState>({ status: 'loading' });
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const data = await getEventStreams(token);
      if (alive.current) setState({ status: 'ready', data, staleBecause: null });
    } catch (error) {
      console.error(error);
      const message = failureMessage(error, 'Failed to load event streams');
      if (alive.current)
        setState((previous) =>
          previous.status === 'ready' ? { ...previous, staleBecause: message } : { status: 'failed', message },
        );
    }
  }, [token]);

  // The next poll is scheduled when the previous one has answered, so a slow broker never piles
  // up requests.
  useEffect(() => {
    alive.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      await refresh();
      if (alive.current) timer = setTimeout(() => void poll(), pollMs);
    };
    void poll();
    return () => {
      alive.current = false;
      clearTimeout(timer);
    };
  }, [refresh, pollMs]);

  return { state, refresh };
}
