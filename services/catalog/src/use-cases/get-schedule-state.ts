// The live season's schedule as the store has it now (docs/engineering.md, "Scheduled refresh"):
// the season's latest refresh, whatever started it, the latest run the schedule itself took, and
// when the next run is due. The scheduler checks it before each run; the refresh status shows it.
import { matchWindows, type NextRefresh, nextRefresh, type ScheduleSettings } from '../domain/refresh-schedule.ts';
import type { Season } from '../domain/season.ts';
import type { RefreshLeaseRepository, ScheduledRun } from '../repositories/refresh-lease-repository.ts';
import type { SeasonProgress } from '../repositories/refresh-runs-repository.ts';
import type { Repositories } from './ports.ts';

export interface ScheduleStateDeps {
  season: Season;
  settings: ScheduleSettings;
  fixtures: Repositories['fixtures'];
  refreshRuns: Repositories['refreshRuns'];
  leases: RefreshLeaseRepository;
}

export interface ScheduleState {
  /** The season's latest refresh, whatever started it; null before its first. */
  readonly last: SeasonProgress | null;
  /** The latest run the schedule itself took. */
  readonly lastScheduled: ScheduledRun | null;
  readonly next: NextRefresh | null;
}

/** What the store says of the live season's schedule now. */
export async function getScheduleState(deps: ScheduleStateDeps): Promise<ScheduleState> {
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
