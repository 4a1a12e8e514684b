import { createRequestCoalescer } from './request-coalescer.ts';

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

/** A failed run is handed to onError and reported to its requesters as false; the next request runs again. */
export function createCoalescedTask(
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): CoalescedTask {
  // The request coalescer with requests that carry nothing: each run answers every request made
  // before it began, and a failure is reported once per run, not once per requester.
  const runs = createRequestCoalescer<void, boolean>(() =>
    task().then(
      () => true,
      (error: unknown) => {
        onError(error);
        return false;
      },
    ),
  );
  return {
    request: () => runs.submit(),
    idle: () => runs.idle(),
  };
}
