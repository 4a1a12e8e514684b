// The live season's refresh schedule in this process (CATALOG_SCHEDULE=on): a timer that wakes when
// the next run is due (at the latest every CATALOG_SCHEDULE_CHECK_MS, as another replica or an
// admin may have refreshed meanwhile) and runs use-cases/run-scheduled-refresh.ts. Every process
// running the catalog's workers has one; the lease in the store lets one of them run each due run.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { CatalogContext } from '../context.ts';
import { scheduledRefreshDeps } from '../refresh-schedule-deps.ts';
import { runScheduledRefresh, type ScheduleCheck } from '../use-cases/run-scheduled-refresh.ts';

/** Never wake sooner than this after a check (a run due "now" that another replica holds). */
const MIN_WAIT_MS = 100;

export interface RefreshScheduler {
  /** One check now (what the timer does), for tests and for an operator. */
  check(): Promise<ScheduleCheck>;
  stop(): Promise<void>;
}

export function startRefreshScheduler(context: CatalogContext): RefreshScheduler {
  const deps = scheduledRefreshDeps(context, `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`);
  const checkMs = context.config.CATALOG_SCHEDULE_CHECK_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const check = (): Promise<ScheduleCheck> => {
    const result = running.then(() => runScheduledRefresh(deps));
    running = result.catch(() => undefined);
    return result;
  };
  const wake = () => {
    timer = null;
    void check()
      .then((result) => {
        // Another replica has the run, or an admin's refresh is under way: their start moves the next run.
        const waiting = !result.ran && (result.reason === 'taken' || result.reason === 'busy');
        plan(result.next && !waiting ? result.next.at.getTime() - context.clock().getTime() : checkMs);
      })
      .catch((error: unknown) => {
        // The store or broker is down: look again at the next check.
        context.logger.warn({ err: error }, 'scheduled refresh check failed');
        plan(checkMs);
      });
  };
  const plan = (untilDueMs: number) => {
    if (stopped) return;
    timer = setTimeout(wake, Math.min(checkMs, Math.max(MIN_WAIT_MS, untilDueMs)));
    timer.unref();
  };
  context.logger.info({ season: deps.season.label, holder: deps.holder }, 'refresh schedule started');
  plan(0);

  return {
    check,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // A run under way finishes (it holds the lease; releasing it lets another replica go on at once).
      await running;
    },
  };
}
