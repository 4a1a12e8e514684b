// GET /api/refresh/status: the latest refresh run as stored, so any replica answers alike.
// `running` and `current_season` look at every season (a season still busy from an earlier run
// keeps the panel polling); `progress`, `started_at`, `completed_at` and `error` describe the
// latest run.
import type { RefreshSeasonProgress, RefreshStatus } from '@scoreline/contracts';
import type { SeasonProgress } from '../repositories/refresh-runs-repository.ts';
import type { Repositories } from './ports.ts';

const iso = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

export async function getRefreshStatus(deps: {
  refreshRuns: Repositories['refreshRuns'];
}): Promise<RefreshStatus> {
  const run = await deps.refreshRuns.latest();
  if (!run) {
    return {
      running: false,
      current_season: null,
      progress: {},
      started_at: null,
      completed_at: null,
      error: null,
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
