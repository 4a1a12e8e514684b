// The live season's scheduled refresh, as each catalog replica's scheduler runs it
// (docs/engineering.md, "Scheduled refresh"): work out from the store when the next run is due; if
// it is, and no refresh of the season is under way, take that run's lease (one replica wins, the
// others skip it), refresh the season through the same ingestion as an admin's refresh (fixtures
// upserted, predictions recalculated, sealing and grading downstream), and release the lease with
// the outcome. A failed run is not retried: the next due run is the retry.
import type { Logger } from 'pino';
import type { NextRefresh, ScheduleSettings } from '../domain/refresh-schedule.ts';
import { isActive } from '../domain/refresh-state.ts';
import type { ScheduledRun } from '../repositories/refresh-lease-repository.ts';
import type { SeasonProgress } from '../repositories/refresh-runs-repository.ts';
import { getScheduleState, type ScheduleStateDeps } from './get-schedule-state.ts';
import type { IngestOutcome } from './ingest-season.ts';
import type { Clock } from './ports.ts';

export interface ScheduledRefreshDeps extends ScheduleStateDeps {
  settings: ScheduleSettings & { leaseMs: number };
  /** This replica, named on the leases it takes. */
  holder: string;
  clock: Clock;
  logger: Logger;
  /** Refreshes the season through the ingestion, its providers in turn (the worker supplies them). */
  refresh(request: { correlationId: string; heartbeat: () => Promise<void> }): Promise<IngestOutcome>;
}

export type ScheduleCheck =
  | { readonly ran: true; readonly run: ScheduledRun; readonly outcome: IngestOutcome; readonly next: NextRefresh | null }
  | { readonly ran: false; readonly reason: 'never-refreshed' | 'not-due' | 'busy' | 'taken'; readonly next: NextRefresh | null };

/** A scheduled run whose replica died mid-way leaves its season "processing": its lease's end says it is over. */
function abandoned(progress: SeasonProgress, run: ScheduledRun | null, now: Date): boolean {
  if (!run || progress.correlation_id !== `schedule-${run.id}`) return false;
  return run.released_at !== null || run.expires_at.getTime() <= now.getTime();
}

export async function runScheduledRefresh(deps: ScheduledRefreshDeps): Promise<ScheduleCheck> {
  const state = await getScheduleState(deps);
  const now = deps.clock();
  if (!state.next) return { ran: false, reason: 'never-refreshed', next: null };
  if (now.getTime() < state.next.at.getTime()) return { ran: false, reason: 'not-due', next: state.next };
  // An admin's refresh (or the first-start ingest) of the season is under way: it is this run.
  if (state.last && isActive(state.last) && !abandoned(state.last, state.lastScheduled, now)) return { ran: false, reason: 'busy', next: state.next };
  const run = await deps.leases.acquire({ season: deps.season, dueAt: state.next.at, holder: deps.holder, now, leaseMs: deps.settings.leaseMs });
  if (!run) return { ran: false, reason: 'taken', next: state.next };

  const log = deps.logger.child({ season: deps.season.label, scheduled_run: run.id });
  log.info({ due_at: run.due_at.toISOString(), cadence: state.next.cadence }, 'scheduled refresh started');
  let outcome: IngestOutcome;
  try {
    outcome = await deps.refresh({
      correlationId: `schedule-${run.id}`,
      heartbeat: async () => {
        if (!(await deps.leases.renew(run, deps.clock(), deps.settings.leaseMs))) throw new Error(`the lease of ${run.id} expired and a later run took over`);
      },
    });
  } catch (error) {
    // The ingestion already marked the season failed; the next due run tries again.
    outcome = { status: 'error', error: error instanceof Error ? error.message : String(error) };
  }
  const progress = await deps.refreshRuns.ofSeason(deps.season);
  await deps.leases.release(
    run,
    {
      outcome: outcome.status,
      source: progress?.source ?? null,
      fetched_from: progress?.fetched_from ?? null,
      updated: outcome.status === 'completed' ? outcome.updated : null,
      error: outcome.status === 'error' ? outcome.error : null,
    },
    deps.clock(),
  );
  const after = await getScheduleState(deps);
  log.info({ outcome: outcome.status, source: progress?.source, fetched_from: progress?.fetched_from, next_at: after.next?.at.toISOString() }, 'scheduled refresh finished');
  return { ran: true, run, outcome, next: after.next };
}
