// A service's workers on an open runtime, stopped before what they use is closed.
import type { ServiceRuntime } from './runtime.ts';

export interface Stoppable {
  stop(): Promise<void>;
}

export interface RunningWorkers<W> {
  readonly workers: W;
  /** Stops the workers, then closes the runtime (once; later calls get the same promise). */
  stop(): Promise<void>;
}

/** Starts the workers; when that fails the runtime is closed and the error rethrown. */
export async function runWorkers<C, W extends Stoppable>(
  runtime: ServiceRuntime<C>,
  startWorkers: (context: C) => Promise<W>,
): Promise<RunningWorkers<W>> {
  let workers: W;
  try {
    workers = await startWorkers(runtime.context);
  } catch (error) {
    await runtime.close().catch(() => undefined);
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    workers,
    stop() {
      stopping ??= workers.stop().finally(() => runtime.close());
      return stopping;
    },
  };
}
