// Requests that all ask for the same work, whatever their number: every request waiting when a run
// begins is answered by that run; requests made during it wait for the next one, which takes them
// all. So a requester is only ever answered by a run that began after it asked (it read what the
// requester had written before asking), and N requests arriving while one run works cost two runs,
// not N+1. Used by the recalculation worker: a refresh of seventeen seasons requests seventeen
// recalculations of the whole history within seconds.
export interface RequestCoalescer<R, T> {
  /** Resolves with the result of the run that answered `request`; rejects with that run's error. */
  submit(request: R): Promise<T>;
  /** Resolves when no run is in progress or waiting (stop, tests). */
  idle(): Promise<void>;
}

interface Waiting<R, T> {
  request: R;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export function createRequestCoalescer<R, T>(run: (requests: readonly R[]) => Promise<T>): RequestCoalescer<R, T> {
  let waiting: Waiting<R, T>[] = [];
  let running: Promise<void> | null = null;
  const loop = async (): Promise<void> => {
    try {
      while (waiting.length > 0) {
        const taken = waiting;
        waiting = [];
        try {
          const result = await run(taken.map((w) => w.request));
          for (const w of taken) w.resolve(result);
        } catch (error) {
          for (const w of taken) w.reject(error);
        }
      }
    } finally {
      // Synchronously after the last look at `waiting`: a request cannot slip in unanswered.
      running = null;
    }
  };
  return {
    submit(request) {
      const answered = new Promise<T>((resolve, reject) => waiting.push({ request, resolve, reject }));
      running ??= loop();
      return answered;
    },
    async idle() {
      while (running) await running;
    },
  };
}
