// Catalog admin and diagnostic payloads (docs/product.md §3 and §7): season refresh, refresh status,
// fixture diagnostics, season completeness and the progressive sample. The catalog service
// answers with exactly these shapes and the admin remote parses them with these schemas.
import { z } from '../zod.ts';
import { GAMEWEEKS_PER_SEASON } from '../constants.ts';
import { resultsStalenessSchema } from './fixtures.ts';

const count = z.int().min(0);
const isoDateTime = z.iso.datetime({ offset: true });
/** Percentages are 0-100 with one decimal, as the admin panel prints them. */
const percentage = z.number().min(0).max(100);

/**
 * Seasons are named by their starting year on the admin API (`/api/refresh/season/2024` is
 * 2024-25), so the progress keys and `current_season` use that year too.
 */
export const seasonYearSchema = z.int().min(1888).max(9998);
export const seasonYearKeySchema = z
  .string()
  .regex(/^\d{4}$/, 'season key is the starting year, e.g. "2024"');

/** `retrying`: an attempt failed and the worker will try again (the last failure is in `error`); `error` once none remain. */
export const refreshSeasonStateSchema = z.enum(['pending', 'processing', 'retrying', 'completed', 'error']);
export type RefreshSeasonState = z.infer<typeof refreshSeasonStateSchema>;

/**
 * Where a season's refresh got its data: `network`, the provider's files or API; `snapshot`, the
 * openfootball files shipped in services/catalog/data, read when the network source could not be
 * reached (or when the provider is configured as a local folder).
 */
export const refreshFetchedFromSchema = z.enum(['network', 'snapshot']);
export type RefreshFetchedFrom = z.infer<typeof refreshFetchedFromSchema>;

/**
 * One season of a refresh. `total` fixtures came from the provider, `processed` of them have been
 * handled so far: `updated` were new or changed, `skipped` were already stored unchanged (so a
 * second refresh reports 0 updated), `no_data` entries could not become a fixture (no teams, date
 * or gameweek). `error` says why the season failed when `status` is `error`, and why the last
 * attempt failed while it is `retrying`.
 */
export const refreshSeasonProgressSchema = z.object({
  status: refreshSeasonStateSchema,
  season_label: z.string(),
  source: z.string().nullable(),
  /** Where the data came from; null until the season's data was fetched. */
  fetched_from: refreshFetchedFromSchema.nullable(),
  updated: count,
  skipped: count,
  processed: count,
  total: count,
  no_data: count,
  error: z.string().nullable(),
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
});
export type RefreshSeasonProgress = z.infer<typeof refreshSeasonProgressSchema>;

/** What started a season's refresh: the catalog's schedule, an admin, or the first start on an empty store. */
export const refreshTriggerSchema = z.enum(['schedule', 'admin', 'first-start']);
export type RefreshTrigger = z.infer<typeof refreshTriggerSchema>;

/**
 * The live season's refresh schedule (the catalog refreshes it by itself: every few minutes on match
 * days, a few times a day otherwise). `last_run` is the season's latest refresh whatever started it
 * (each one moves the next run), `last_scheduled_run` the latest the schedule ran itself; `source` is
 * the provider that answered and `fetched_from` says whether over the network or from the snapshot.
 * `staleness` is the same as the home page's (null while results are on time).
 */
export const refreshScheduleSchema = z.object({
  /** False with CATALOG_SCHEDULE=off: only admins refresh. */
  enabled: z.boolean(),
  season: seasonYearSchema,
  season_label: z.string(),
  /** The pace of the next run: every few minutes inside a match day's window, else a few times a day. */
  cadence: z.enum(['match-day', 'idle']).nullable(),
  /** Null while disabled, or before the season's first refresh. */
  next_run_at: isoDateTime.nullable(),
  last_run: z
    .object({
      trigger: refreshTriggerSchema,
      status: refreshSeasonStateSchema,
      source: z.string().nullable(),
      fetched_from: refreshFetchedFromSchema.nullable(),
      started_at: isoDateTime.nullable(),
      completed_at: isoDateTime.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  last_scheduled_run: z
    .object({
      started_at: isoDateTime,
      /** Null while it runs. */
      completed_at: isoDateTime.nullable(),
      outcome: z.enum(['completed', 'error']).nullable(),
      source: z.string().nullable(),
      fetched_from: refreshFetchedFromSchema.nullable(),
      updated: count.nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  staleness: resultsStalenessSchema.nullable(),
});
export type RefreshSchedule = z.infer<typeof refreshScheduleSchema>;

/** GET /api/refresh/status: the latest refresh run, read from the database by any replica, and the live season's schedule. */
export const refreshStatusSchema = z.object({
  running: z.boolean(),
  /** The season being processed, else the next one pending, else null. */
  current_season: seasonYearSchema.nullable(),
  progress: z.record(seasonYearKeySchema, refreshSeasonProgressSchema),
  started_at: isoDateTime.nullable(),
  completed_at: isoDateTime.nullable(),
  /** The first season error of the run ("2024-25: …"), null while none failed. */
  error: z.string().nullable(),
  schedule: refreshScheduleSchema,
});
export type RefreshStatus = z.infer<typeof refreshStatusSchema>;

/** POST /api/refresh/season/{season} → 202: the refresh is queued for the ingestion worker. */
export const refreshAcceptedSchema = z.object({
  message: z.string(),
  season: seasonYearSchema,
  season_label: z.string(),
  source: z.string(),
  status: z.literal('pending'),
  /** The request id; it is the correlation id of the events the refresh causes. */
  correlation_id: z.string(),
});
export type RefreshAccepted = z.infer<typeof refreshAcceptedSchema>;

const teamIdCoverageSchema = z.object({ total: count, with_team_ids: count, percentage });

/** GET /api/diagnostics/fixtures (bearer). */
export const fixtureDiagnosticsSchema = z.object({
  summary: z.object({
    total_fixtures: count,
    /** Fixtures whose two clubs are both in the club registry (so have team ids and a venue). */
    with_team_ids: count,
    percentage_with_ids: percentage,
    /** Fixtures the prediction service has reported on (predictions.updated read model). */
    total_predictions: count,
    /** Of those, the ones with a computed prediction. */
    predictions_with_metrics: count,
  }),
  /** Team-id coverage above 90% is healthy (docs/product.md §9). */
  diagnosis: z.object({ critical_issue: z.boolean(), message: z.string() }),
  /** Keyed by season label ("2024-25"). */
  by_season: z.record(z.string(), teamIdCoverageSchema),
});
export type FixtureDiagnostics = z.infer<typeof fixtureDiagnosticsSchema>;

/** GET /api/diagnostics/season-completeness/{season} (no token; season is the starting year). */
export const seasonCompletenessSchema = z.object({
  season: seasonYearSchema,
  season_label: z.string(),
  database_summary: z.object({
    total_fixtures: count,
    expected_fixtures: count,
    with_results: count,
    without_results: count,
    with_team_ids: count,
    /** Fixtures with a result and both team ids: what a backtest can use. */
    eligible_for_backtest: count,
    gameweeks: count,
  }),
  recommendation: z.object({
    /** True when eligible_for_backtest reaches the threshold (370, docs/product.md §9). */
    ready_for_backtest: z.boolean(),
    threshold: count,
    message: z.string(),
  }),
});
export type SeasonCompleteness = z.infer<typeof seasonCompletenessSchema>;

export const progressiveSampleFixtureSchema = z.object({
  fixture_id: z.int().positive(),
  season: z.string(),
  gameweek: z.int().min(1).max(GAMEWEEKS_PER_SEASON),
  date: isoDateTime,
  home_team: z.string(),
  away_team: z.string(),
  home_goals: count,
  away_goals: count,
});

/**
 * GET /api/diagnostics/progressive-sample (no token): the first played fixtures in kick-off order
 * (the order a walk-forward backtest predicts them in), optionally of one season (`?season=2024`).
 */
export const progressiveSampleSchema = z.object({
  ordering: z.literal('kickoff'),
  season: seasonYearSchema.nullable(),
  sample_fixtures: z.array(progressiveSampleFixtureSchema),
  /** Played fixtures (with a result) available to a progressive backtest in that scope. */
  total_available_fixtures: count,
});
export type ProgressiveSample = z.infer<typeof progressiveSampleSchema>;
