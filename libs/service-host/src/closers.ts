// What a process has opened, closed in reverse: what was opened last (a bus publishing into a
// database's read models, workers using both) goes first.

export interface CloserStack {
  /** Registers how to close something just opened. */
  push(name: string, close: () => Promise<unknown>): void;
  /**
   * Runs every closer once, last registered first, each even when an earlier one failed; rejects
   * with the first failure after all have run. Later calls get the same promise.
   */
  closeAll(): Promise<void>;
}

export function createCloserStack(): CloserStack {
  const closers: { name: string; close: () => Promise<unknown> }[] = [];
  let closing: Promise<void> | undefined;
  return {
    push(name, close) {
      closers.push({ name, close });
    },
    closeAll() {
      closing ??= (async () => {
        const failures: unknown[] = [];
        for (const { name, close } of [...closers].reverse()) {
          await close().catch((error: unknown) => {
            failures.push(error instanceof Error ? error : new Error(`closing ${name} failed: ${String(error)}`));
          });
        }
        if (failures.length > 0) throw failures[0];
      })();
      return closing;
    },
  };
}
