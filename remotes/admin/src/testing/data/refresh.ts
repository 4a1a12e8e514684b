// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The data refresh: per-season
// progress, its status, the live season's schedule, an accepted refresh.
import {
  refreshScheduleSchema,
  type RefreshSchedule,
  refreshSeasonProgressSchema,
  refreshStatusSchema,
  type RefreshSeasonProgress,
  type RefreshStatus,
} from '@scoreline/contracts';
import { AT } from './common.ts';

export function aSeasonProgress(overrides: Partial<RefreshSeasonProgress> = {}): RefreshSeasonProgress {
  return refreshSeasonProgressSchema.parse({
    status: 'completed',
    season_label: '2024-25',
    source: 'openfootball',
    fetched_from: 'network',
    updated: 380,
    skipped: 0,
    processed: 380,
    total: 380,
    no_data: 0,
    error: null,
    started_at: AT,
    completed_at: AT,
    ...overrides,
  });
}

/** The live season's schedule: refreshed at first start, the next run this evening, results on time. */
export function aSchedule(overrides: Partial<RefreshSchedule> = {}): RefreshSchedule {
  return refreshScheduleSchema.parse({
    enabled: true,
    season: 2026,
    season_label: '2026-27',
    cadence: 'idle',
    next_run_at: '2026-11-27T18:00:00.000Z',
    last_run: { trigger: 'first-start', status: 'completed', source: 'openfootball', fetched_from: 'snapshot', started_at: '2026-11-27T12:00:00.000Z', completed_at: '2026-11-27T12:00:30.000Z', error: null },
    last_scheduled_run: null,
    staleness: null,
    ...overrides,
  });
}

/** The product's five seasons in the given state; `updated` per season 380 unless overridden. */
export function aRefreshStatus(
  running: boolean,
  season: (year: number) => Partial<RefreshSeasonProgress> = () => ({}),
  overrides: Partial<RefreshStatus> = {},
): RefreshStatus {
  const progress = Object.fromEntries(
    [2022, 2023, 2024, 2025, 2026].map((year) => [
      String(year),
      aSeasonProgress({ season_label: `${year}-${String(year + 1).slice(2)}`, ...season(year) }),
    ]),
  );
  return refreshStatusSchema.parse({
    running,
    current_season: running ? 2022 : null,
    progress,
    started_at: AT,
    completed_at: running ? null : AT,
    error: null,
    schedule: aSchedule(),
    ...overrides,
  });
}

export const refreshAccepted = (season: number) => ({
  message: `Refresh of ${season} queued`,
  season,
  season_label: `${season}-${String(season + 1).slice(2)}`,
  source: 'openfootball',
  status: 'pending' as const,
  correlation_id: `req-${season}`,
});
