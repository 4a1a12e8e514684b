// The live season's scheduled refresh, as each catalog replica's scheduler runs it
// (docs/engineering.md, "Scheduled refresh"): work out from the store when the next run is due; if
// it is, and no refresh of the season is under way, take that run's lease (one replica wins, the
// others skip it), refresh the season through the same ingestion as an admin's refresh (fixtures
// upserted, predictions recalculated, sealing and grading downstream), and release the lease with
// the outcome. A failed run is not retried: the next due run is the retry.
import type { Logger } from 'pino';
import { matchWindows, type NextRefresh, nextRefresh, type ScheduleSettings } from '../domain/refresh-schedule.ts';
import type { Season } from '../domain/season.ts';
import type { RefreshLeaseRepository, ScheduledRun } from '../repositories/refresh-lease-repository.ts';
import { isActive, type SeasonProgress } from '../repositories/refresh-runs-repository.ts';
import type { IngestOutcome } from './ingest-season.ts';
import type { Clock, Repositories } from './ports.ts';

export interface ScheduledRefreshDeps {
  season: Season;
  settings: ScheduleSettings & { leaseMs: number };
  /** This replica, named on the leases it takes. */
  holder: string;
  fixtures: Repositories['fixtures'];
  refreshRuns: Repositories['refreshRuns'];
  leases: RefreshLeaseRepository;
  clock: Clock;
  logger: Logger;
  /** Refreshes the season through the ingestion, its providers in turn (the worker supplies them). */
  refresh(request: { correlationId: string; heartbeat: () => Promise<void> }): Promise<IngestOutcome>;
}

export interface ScheduleState {
  /** The season's latest refresh, whatever started it; null before its first. */
  readonly last: SeasonProgress | null;
  /** The latest run the schedule itself took. */
  readonly lastScheduled: ScheduledRun | null;
  readonly next: NextRefresh | null;
}

export type ScheduleCheck =
  | { readonly ran: true; readonly run: ScheduledRun; readonly outcome: IngestOutcome; readonly next: NextRefresh | null }
  | { readonly ran: false; readonly reason: 'never-refreshed' | 'not-due' | 'busy' | 'taken'; readonly next: NextRefresh | null };

/** What the store says of the live season's schedule now. */
export async function scheduleState(deps: Pick<ScheduledRefreshDeps, 'season' | 'settings' | 'fixtures' | 'refreshRuns' | 'leases'>): Promise<ScheduleState> {
  const [last, lastScheduled, facts] = await Promise.all([
    deps.refreshRuns.ofSeason(deps.season),
    deps.leases.latest(deps.season),
    deps.fixtures.findFacts(deps.season.year),
  ]);
  // The latest start of any refresh of the season: an admin's refresh or the first-start ingest
  // counts as much as a scheduled one, and a scheduled run counts from the moment it took its lease.
  const starts = [last?.queued_at, last?.started_at, lastScheduled?.acquired_at]
    .filter((at): at is Date => at !== null && at !== undefined)
    .map((at) => new Date(at).getTime());
  const lastRunAt = starts.length > 0 ? new Date(Math.max(...starts)) : null;
  return { last, lastScheduled, next: nextRefresh(lastRunAt, matchWindows(facts), deps.settings) };
}

/** A scheduled run whose replica died mid-way leaves its season "processing": its lease's end says it is over. */
function abandoned(progress: SeasonProgress, run: ScheduledRun | null, now: Date): boolean {
  if (!run || progress.correlation_id !== `schedule-${run.id}`) return false;
  return run.released_at !== null || run.expires_at.getTime() <= now.getTime();
}

export async function runScheduledRefresh(deps: ScheduledRefreshDeps): Promise<ScheduleCheck> {
  const state = await scheduleState(deps);
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
  const after = await scheduleState(deps);
  log.info({ outcome: outcome.status, source: progress?.source, fetched_from: progress?.fetched_from, next_at: after.next?.at.toISOString() }, 'scheduled refresh finished');
  return { ran: true, run, outcome, next: after.next };
}
