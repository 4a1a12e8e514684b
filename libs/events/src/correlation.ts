// The correlation id of the operation in progress. A consumer handler runs inside its event's
// correlation id, so anything it publishes carries the same id without passing it by hand and
// one id follows an operation from the HTTP request through every service it touches.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<string>();

/** Runs `fn` with `correlationId` as the current correlation id. */
export function runWithCorrelationId<R>(correlationId: string, fn: () => R): R {
  return storage.run(correlationId, fn);
}

/** The correlation id of the handler or request in progress, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}
