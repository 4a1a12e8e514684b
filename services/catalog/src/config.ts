// The catalog's settings (docs/engineering.md, "Configuration"), validated at start.
import { baseConfigSchema, databaseNameSchema, loadConfig, portSchema } from '@scoreline/service-kit';
import { z } from 'zod';
import { DEFAULT_HISTORY_SEASON_YEARS, DEFAULT_SEASON_YEARS, type Season, seasonFromYear } from './domain/season.ts';
import { FOOTBALL_DATA_BASE_URL, OPENFOOTBALL_PUBLIC_BASE_URL } from './providers/index.ts';
import { DEFAULT_GAMEWEEK_CACHE_TTL_MS } from './use-cases/create-current-gameweek-query.ts';

const yearList = z.array(
  z
    .string()
    .regex(/^\d{4}$/, 'expected a starting year such as 2024')
    .transform(Number),
);
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean),
);
const seasonYears = commaList.pipe(yearList.min(1, 'at least one season'));

export const catalogConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8101),
  /** The catalog's own database on MONGODB_URI. */
  CATALOG_DB_NAME: databaseNameSchema('catalog'),
  /** Starting years ingested and accepted by the refresh route (docs/product.md §9, plus the live season). */
  CATALOG_SEASONS: seasonYears.default([...DEFAULT_SEASON_YEARS]),
  /**
   * History seasons (starting years) ingested from the embedded snapshot on first start, after the
   * seasons above: they feed the models only. `none` ingests none.
   */
  CATALOG_HISTORY_SEASONS: z
    .string()
    .transform((value) => (value.trim().toLowerCase() === 'none' ? '' : value))
    .pipe(commaList)
    .pipe(yearList)
    .default([...DEFAULT_HISTORY_SEASON_YEARS]),
  /** openfootball football.json base: the public files, a mirror, or a `file:` folder. */
  OPENFOOTBALL_BASE_URL: z
    .string()
    .regex(/^(https?|file):\/\//, 'expected an http(s):// or file:// URL')
    .default(OPENFOOTBALL_PUBLIC_BASE_URL),
  /** When set, refreshes read football-data.org instead of openfootball. */
  FOOTBALL_DATA_TOKEN: z.string().min(1).optional(),
  FOOTBALL_DATA_BASE_URL: z.url().default(FOOTBALL_DATA_BASE_URL),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** The embedded snapshot folder; found next to the package when unset. */
  CATALOG_SNAPSHOT_DIR: z.string().min(1).optional(),
  /**
   * A folder of season CSVs with the market's closing odds (shared data README format). Optional:
   * their licence is unverified, so they are never shipped; without it there is no market figure.
   */
  CATALOG_ODDS_DIR: z.string().min(1).optional(),
  /** `snapshot`: ingest the embedded snapshot into an empty database at worker start; `off`: never. */
  CATALOG_BOOTSTRAP: z.enum(['snapshot', 'off']).default('snapshot'),
  /** `on`: main.ts also runs the workers (one process does it all); `off`: an API-only replica. */
  CATALOG_WORKERS: z.enum(['on', 'off']).default('on'),
  GAMEWEEK_CACHE_TTL_MS: z.coerce.number().int().min(0).default(DEFAULT_GAMEWEEK_CACHE_TTL_MS),
  /**
   * The live season's scheduled refresh (docs/engineering.md, "Scheduled refresh"): `on` in every
   * process that runs the catalog's workers, one run at a time across replicas; `off`: refreshed
   * only when an admin asks.
   */
  CATALOG_SCHEDULE: z.enum(['on', 'off']).default('on'),
  /** Between refreshes on a match day, from its first kick-off to three hours after its last (5 min). */
  CATALOG_SCHEDULE_MATCH_DAY_INTERVAL_MS: z.coerce.number().int().min(1000).default(5 * 60_000),
  /** Between refreshes on other days (6 h: four a day). */
  CATALOG_SCHEDULE_IDLE_INTERVAL_MS: z.coerce.number().int().min(1000).default(6 * 60 * 60_000),
  /** Up to this share of the interval is added to each run, so deployments do not all call the provider at once. */
  CATALOG_SCHEDULE_JITTER: z.coerce.number().min(0).max(1).default(0.2),
  /** How long a run holds the lease before another replica may take the next one if it died (renewed while it works). */
  CATALOG_SCHEDULE_LEASE_MS: z.coerce.number().int().min(1000).default(10 * 60_000),
  /** How often a replica looks again whether a run is due (another replica or an admin may have refreshed meanwhile). */
  CATALOG_SCHEDULE_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
});

export type CatalogConfig = z.output<typeof catalogConfigSchema>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): Readonly<CatalogConfig> {
  return loadConfig(catalogConfigSchema, env);
}

/** The live season: the latest of CATALOG_SEASONS, the one the home page sells and the schedule refreshes. */
export function liveSeason(config: Pick<CatalogConfig, 'CATALOG_SEASONS'>): Season {
  return seasonFromYear(Math.max(...config.CATALOG_SEASONS));
}

export function configuredSeasons(config: Pick<CatalogConfig, 'CATALOG_SEASONS'>): Season[] {
  return [...new Set(config.CATALOG_SEASONS)].sort((a, b) => a - b).map(seasonFromYear);
}

/** The history seasons that are not also configured seasons, oldest first. */
export function historySeasons(config: Pick<CatalogConfig, 'CATALOG_SEASONS' | 'CATALOG_HISTORY_SEASONS'>): Season[] {
  const configured = new Set(config.CATALOG_SEASONS);
  return [...new Set(config.CATALOG_HISTORY_SEASONS)]
    .filter((year) => !configured.has(year))
    .sort((a, b) => a - b)
    .map(seasonFromYear);
}
