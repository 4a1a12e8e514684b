// Runs tasks one at a time in this process. Recalculations from the worker and from the admin's
// synchronous call must not interleave: the later one's writes would be overwritten by the earlier
// one's, computed from older weights.
export interface Serial {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSerial(): Serial {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
