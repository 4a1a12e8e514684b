// A task requested any number of times runs at most once at a time, and a request made while it
// runs causes exactly one more run after it: what it computes (the track record from what is
// stored) is then always computed again after the last request, however many came meanwhile.
export interface CoalescedTask {
  /** Starts the task now, or once more after the run in progress; never waits for it. */
  request(): void;
  /** Resolves when no run is in progress or pending (stop, tests). */
  idle(): Promise<void>;
}

/** A failed run is handed to onError (nobody awaits a background run) and the next request runs again. */
export function createCoalescedTask(task: () => Promise<unknown>, onError: (error: unknown) => void): CoalescedTask {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async (): Promise<void> => {
    do {
      again = false;
      await task().catch(onError);
    } while (again);
  };
  return {
    request() {
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = null;
      });
    },
    async idle() {
      while (running) await running;
    },
  };
}
