// A consumer group member's heartbeats: how often, and kept up while a handler runs, so a long
// handler does not lose its group membership (and with it the commit of the event it handled).
import type { EachBatchPayload } from 'kafkajs';
import type { Logger } from 'pino';
import { errorMessageOf } from './dead-letter-record.ts';

/**
 * How long the broker keeps a silent member (was 30 s). kafkajs still restarts a consumer at once
 * on some errors of an outage (no broker available), and the new member's join then waits until
 * the old member's session has run out on the returned broker: this bounds that wait. Six
 * heartbeats fit in it (heartbeatIntervalFor), also while a handler runs (whileBeating).
 */
export const DEFAULT_SESSION_TIMEOUT_MS = 10_000;

/** How often a member heartbeats at most: between events, and on its own while a handler runs (whileBeating). */
export const HEARTBEAT_INTERVAL_MS = 3000;

/**
 * The heartbeat interval for a session: six beats per session, at most HEARTBEAT_INTERVAL_MS apart.
 * Two beats in a 6 s session (the broker's shortest) left one late beat's margin, and on a starved
 * machine a member was dropped mid-handler and its event handled twice; six leave five.
 */
export function heartbeatIntervalFor(sessionTimeoutMs: number): number {
  return Math.min(HEARTBEAT_INTERVAL_MS, Math.max(500, Math.floor(sessionTimeoutMs / 6)));
}

/**
 * Runs a handler while heartbeating every HEARTBEAT_INTERVAL_MS: a handler that outlasts the session
 * (a season's fixtures written to a loaded store took longer than 10 s in the deploy rehearsal) would
 * otherwise be dropped from its group, its offset commit refused, and the same event handled again
 * after the re-join, and again. The heartbeat never throws (heartbeatOf).
 */
export async function whileBeating<R>(heartbeat: () => Promise<void>, work: () => Promise<R>, intervalMs = HEARTBEAT_INTERVAL_MS): Promise<R> {
  const timer = setInterval(() => void heartbeat(), intervalMs);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

/**
 * The handlers' heartbeat (ConsumedEvent.heartbeat says why it never throws). A recalculation that
 * had rewritten every prediction was recorded as failed, and its retry reported nothing changed,
 * because a heartbeat during a broker blip threw after the write.
 */
export function heartbeatOf(payload: Pick<EachBatchPayload, 'heartbeat'>, logger: Logger): () => Promise<void> {
  return async () => {
    try {
      await payload.heartbeat();
    } catch (error) {
      logger.debug({ err: error }, `heartbeat not taken, carrying on: ${errorMessageOf(error)}`);
    }
  };
}
