// Readiness checks answer quickly: a broker that does not answer in two seconds is down for the
// purpose of taking traffic, even if kafkajs would keep retrying for longer.
/**
 * How long a call waits to learn whether the broker is alive before it answers 503: a request's
 * whole answer must come within 2 s when the broker is down (a refused connection) or frozen (a
 * connection taken by the kernel, and then silence).
 */
export const BROKER_LIVENESS_TIMEOUT_MS = 1500;

export interface DependencyHealth {
  state: 'up' | 'down';
  /** Why it is down; for logs, never for anonymous callers. */
  detail?: string;
}

export async function withTimeout<R>(work: Promise<R>, timeoutMs: number, what: string): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  // The losing promise may still reject later; that must not become an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
