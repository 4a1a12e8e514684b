import type { DependencyState, HealthAnswer } from '@scoreline/contracts';
import type { Logger } from 'pino';

/**
 * One dependency check: resolves when the dependency answers, rejects (or times out) when not.
 * It receives an AbortSignal that fires at the timeout so it can give up its own work.
 */
export type HealthCheck = (signal: AbortSignal) => Promise<unknown>;
export type HealthChecks = Readonly<Record<string, HealthCheck>>;

export const DEFAULT_HEALTH_TIMEOUT_MS = 2_000;

async function runOne(check: HealthCheck, timeoutMs: number): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([Promise.resolve().then(() => check(controller.signal)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check in parallel, each bounded by `timeoutMs`, and answers the shared health shape:
 * "ok" when all are up, else "degraded". Why a check failed goes to the log, not to the answer.
 */
export async function runHealthChecks(
  checks: HealthChecks,
  options: { logger?: Logger; timeoutMs?: number } = {},
): Promise<HealthAnswer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, DependencyState]> => {
      try {
        await runOne(check, timeoutMs);
        return [name, 'up'];
      } catch (err) {
        options.logger?.warn({ dependency: name, err }, 'dependency check failed');
        return [name, 'down'];
      }
    }),
  );
  const dependencies = Object.fromEntries(entries);
  const allUp = entries.every(([, state]) => state === 'up');
  return { status: allUp ? 'ok' : 'degraded', dependencies };
}

/** HTTP status for a health answer: 200 only when everything is up. */
export function healthStatusCode(answer: HealthAnswer): 200 | 503 {
  return answer.status === 'ok' ? 200 : 503;
}
