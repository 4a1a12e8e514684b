// GET /api/refresh/status: the latest refresh run, as stored, so any replica answers alike.
// `running` and `current_season` look at every season (a season still busy from an earlier run
// keeps the panel polling); `progress`, `started_at`, `completed_at` and `error` describe the
// latest run. `schedule` is the live season's refresh schedule: its last run and the next, and
// whether the results are stale by the product's clock.
import type { RefreshSchedule, RefreshSeasonProgress, RefreshStatus, RefreshTrigger } from '@scoreline/contracts';
import { resultsStaleness } from '../domain/results-staleness.ts';
import type { SeasonProgress } from '../repositories/refresh-runs-repository.ts';
import { getScheduleState } from './get-schedule-state.ts';
import type { ScheduledRefreshDeps } from './run-scheduled-refresh.ts';

const iso = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

export type RefreshStatusDeps = Pick<ScheduledRefreshDeps, 'season' | 'settings' | 'fixtures' | 'refreshRuns' | 'leases' | 'clock'> & {
  /** CATALOG_SCHEDULE is on. */
  scheduled: boolean;
};

export async function getRefreshStatus(deps: RefreshStatusDeps): Promise<RefreshStatus> {
  const [run, schedule] = await Promise.all([deps.refreshRuns.latest(), getSchedule(deps)]);
  if (!run) {
    return {
      running: false,
      current_season: null,
      progress: {},
      started_at: null,
      completed_at: null,
      error: null,
      schedule,
    };
  }
  const seasons = Object.values(run.seasons).sort((a, b) => a.year - b.year);
  const { running } = run;
  const failed = seasons.find((season) => season.status === 'error');
  // A finished run completed when its last season did.
  const finishedAt = seasons.reduce<Date | null>((latest, season) => {
    const at = season.completed_at ? new Date(season.completed_at) : null;
    return at && (!latest || at > latest) ? at : latest;
  }, null);
  return {
    running,
    current_season: run.current?.year ?? null,
    progress: Object.fromEntries(seasons.map((season) => [String(season.year), toProgress(season)])),
    started_at: iso(run.started_at),
    completed_at: running ? null : iso(finishedAt),
    error: failed ? `${failed.label}: ${failed.error ?? 'failed'}` : null,
    schedule,
  };
}

/** Which refresh this was, from the correlation id each path gives it. */
function triggerOf(progress: SeasonProgress): RefreshTrigger {
  const id = progress.correlation_id ?? '';
  if (id.startsWith('schedule-')) return 'schedule';
  if (id.startsWith('snapshot-')) return 'first-start';
  return 'admin';
}

async function getSchedule(deps: RefreshStatusDeps): Promise<RefreshSchedule> {
  const [state, facts] = await Promise.all([getScheduleState(deps), deps.fixtures.findFacts(deps.season.year)]);
  const { last, lastScheduled } = state;
  const next = deps.scheduled ? state.next : null;
  return {
    enabled: deps.scheduled,
    season: deps.season.year,
    season_label: deps.season.label,
    cadence: next?.cadence ?? null,
    next_run_at: iso(next?.at),
    last_run: last
      ? {
          trigger: triggerOf(last),
          status: last.status,
          source: last.source ?? null,
          fetched_from: last.fetched_from ?? null,
          started_at: iso(last.started_at ?? last.queued_at),
          completed_at: iso(last.completed_at),
          error: last.error ?? null,
        }
      : null,
    last_scheduled_run: lastScheduled
      ? {
          started_at: lastScheduled.acquired_at.toISOString(),
          completed_at: iso(lastScheduled.released_at),
          outcome: lastScheduled.outcome,
          source: lastScheduled.source,
          fetched_from: lastScheduled.fetched_from,
          updated: lastScheduled.updated,
          error: lastScheduled.error,
        }
      : null,
    staleness: resultsStaleness(deps.season.year, facts, deps.clock()).staleness,
  };
}

function toProgress(season: SeasonProgress): RefreshSeasonProgress {
  return {
    status: season.status,
    season_label: season.label,
    source: season.source ?? null,
    fetched_from: season.fetched_from ?? null,
    updated: season.updated ?? 0,
    skipped: season.skipped ?? 0,
    processed: season.processed ?? 0,
    total: season.total ?? 0,
    no_data: season.no_data ?? 0,
    error: season.error ?? null,
    started_at: iso(season.started_at),
    completed_at: iso(season.completed_at),
  };
}
