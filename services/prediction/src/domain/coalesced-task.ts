// A task requested any number of times runs at most once at a time, and a request made while it
// runs causes exactly one more run after it: what it computes (the track record from what is
// stored) is then always computed again after the last request, however many came meanwhile.
// Every writer of the track record goes through one such task per process (context.ts), so a
// rebuild that read the stored records before a grade or a seal landed can never finish after, and
// overwrite, the rebuild that saw it.
export interface CoalescedTask {
  /**
   * Starts the task now, or once more after the run in progress. Resolves when a run that began
   * after this request has finished: true when it succeeded, false when it failed (the error went
   * to onError). A caller that must not wait ignores the promise; it never rejects.
   */
  request(): Promise<boolean>;
  /** Resolves when no run is in progress or pending (stop, tests). */
  idle(): Promise<void>;
}

interface PendingRun {
  readonly finished: Promise<boolean>;
  readonly settle: (succeeded: boolean) => void;
}

function pendingRun(): PendingRun {
  let settle: (succeeded: boolean) => void = () => undefined;
  const finished = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  return { finished, settle };
}

/** A failed run is handed to onError and reported to its requesters as false; the next request runs again. */
export function createCoalescedTask(
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): CoalescedTask {
  let running: Promise<void> | null = null;
  /** The run every request made since the current one began is waiting for. */
  let next: PendingRun | null = null;
  const loop = async (): Promise<void> => {
    try {
      while (next) {
        const current = next;
        next = null;
        const succeeded = await task().then(
          () => true,
          (error: unknown) => {
            onError(error);
            return false;
          },
        );
        current.settle(succeeded);
      }
    } finally {
      // Synchronously after the last check of `next`: a request can never slip in between and be
      // left waiting with no loop to run it.
      running = null;
    }
  };
  return {
    request() {
      next ??= pendingRun();
      const waiting = next.finished;
      running ??= loop();
      return waiting;
    },
    async idle() {
      while (running) await running;
    },
  };
}
