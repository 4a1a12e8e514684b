// Retry timing for a failing handler: exponential, each wait drawn between half and all of its
// step, so consumers that fail together (a store that went down) do not retry in lockstep.
export interface RetryPolicy {
  /** Handler attempts before the event goes to the dead-letter topic (>= 1). */
  attempts: number;
  /** Upper bound of the first wait, in ms. */
  initialDelayMs: number;
  /** Upper bound of any wait, in ms. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, initialDelayMs: 200, maxDelayMs: 5000 };

/**
 * How a handler waits for a dependency that is down (the store, the broker): it is not the event's
 * fault, so no attempt is spent; the handler is tried again with backoff (0.5 s, then up to 5 s)
 * until the dependency answers. An error-level alarm is logged once the wait passes `alarmAfterMs`;
 * past `deadlineMs` the event is dead-lettered after all (still replayable from Event Streams), so a
 * dependency gone for good cannot hold the partition for ever.
 */
export interface DependencyWaitPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  alarmAfterMs: number;
  deadlineMs: number;
}

export const DEFAULT_DEPENDENCY_WAIT: DependencyWaitPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 5000,
  alarmAfterMs: 60_000,
  deadlineMs: 15 * 60_000,
};

/** The wait after failed attempt number `attempt` (1-based). */
export function backoffDelay(
  policy: RetryPolicy,
  attempt: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Sleeps `ms`, or less if `signal` aborts; resolves true when it slept the whole time. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
