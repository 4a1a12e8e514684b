// The catalog's composition root: repositories on the service's own connection, providers, the
// gameweek cache, all shared by its HTTP routes (app.ts) and its workers (workers/), so a worker
// in the same process invalidates the cache the routes read.
import { bumpingOnWrite, createDataVersion, type Database, type DataVersion } from '@scoreline/db';
import { type EventBus, requestPublisher } from '@scoreline/events';
import { storedAdminPasswordBudget } from '@scoreline/service-host';
import { type AdminPasswordBudget, clockFromConfig, createVersionedCache, type VersionedCache } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import { type CatalogConfig, configuredSeasons, historySeasons } from './config.ts';
import type { Season } from './domain/season.ts';
import {
  type FixtureProvider,
  type ProviderRegistry,
  createProviderRegistry,
  createSnapshotProvider,
  locateSnapshotDir,
} from './providers/index.ts';
import { type ClosingOddsSource, createCsvClosingOddsSource } from './providers/closing-odds.ts';
import { createFixturesRepository } from './repositories/fixtures-repository.ts';
import { createPredictionsRepository } from './repositories/predictions-repository.ts';
import { createRefreshLeaseRepository } from './repositories/refresh-lease-repository.ts';
import { createRefreshRunsRepository } from './repositories/refresh-runs-repository.ts';
import { createTeamsRepository } from './repositories/teams-repository.ts';
import { type CurrentGameweekQuery, createCurrentGameweekQuery } from './use-cases/create-current-gameweek-query.ts';
import type { Clock, Publisher, Repositories } from './use-cases/ports.ts';

export interface CatalogDeps {
  config: Readonly<CatalogConfig>;
  logger: Logger;
  /** The catalog's own database (libs/db connectDb with CATALOG_DB_NAME). */
  db: Database;
  /** A started event bus (libs/events). */
  bus: EventBus;
  clock?: Clock;
}

export interface CatalogContext {
  readonly config: Readonly<CatalogConfig>;
  readonly logger: Logger;
  readonly db: Database;
  readonly bus: EventBus;
  readonly publisher: Publisher;
  /** For HTTP requests: fails fast (503) while the broker is down instead of retrying for half a minute. */
  readonly requestPublisher: Publisher;
  readonly repositories: Repositories;
  readonly providers: ProviderRegistry;
  /** The embedded openfootball snapshot, or null when its folder cannot be found. */
  readonly snapshot: FixtureProvider | null;
  /** The market's closing odds (CATALOG_ODDS_DIR), or null: then fixtures carry none. */
  readonly closingOdds: ClosingOddsSource | null;
  /** The product's seasons: listed, refreshed, predicted. */
  readonly seasons: readonly Season[];
  /** Older seasons ingested from the snapshot on first start, for the models only. */
  readonly historySeasons: readonly Season[];
  readonly gameweek: CurrentGameweekQuery;
  readonly clock: Clock;
  /** The product's failed admin-password budget (AUTH_DB_NAME), shared with the gateway and the prediction service. */
  readonly adminPasswordBudget: AdminPasswordBudget;
  /** Bumped by every fixture write, in whichever process makes it (an ingestion worker's, a refresh's). */
  readonly dataVersion: DataVersion;
  /**
   * The public diagnostics' answers per data version (docs/engineering.md, "Public diagnostics per
   * data version": progressive-sample read every played fixture each time).
   */
  readonly diagnosticsCache: VersionedCache;
}

export function createCatalog(deps: CatalogDeps): CatalogContext {
  const { config } = deps;
  const connection = deps.db.connection;
  const dataVersion = createDataVersion(connection, 'diagnostics');
  const repositories: Repositories = {
    fixtures: bumpingOnWrite(createFixturesRepository(connection), ['save'], dataVersion),
    teams: createTeamsRepository(connection),
    predictions: createPredictionsRepository(connection),
    refreshRuns: createRefreshRunsRepository(connection),
    refreshLeases: createRefreshLeaseRepository(connection),
  };
  const snapshotDir = config.CATALOG_SNAPSHOT_DIR ?? locateSnapshotDir();
  const clock = deps.clock ?? clockFromConfig(config);
  return {
    config,
    logger: deps.logger,
    db: deps.db,
    bus: deps.bus,
    publisher: deps.bus,
    requestPublisher: requestPublisher(deps.bus),
    repositories,
    providers: createProviderRegistry({
      openfootballBaseUrl: config.OPENFOOTBALL_BASE_URL,
      footballDataToken: config.FOOTBALL_DATA_TOKEN,
      footballDataBaseUrl: config.FOOTBALL_DATA_BASE_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
    }),
    snapshot: snapshotDir ? createSnapshotProvider(snapshotDir) : null,
    closingOdds: config.CATALOG_ODDS_DIR ? createCsvClosingOddsSource(config.CATALOG_ODDS_DIR) : null,
    seasons: configuredSeasons(config),
    historySeasons: historySeasons(config),
    gameweek: createCurrentGameweekQuery({ ...repositories, clock }, { ttlMs: config.GAMEWEEK_CACHE_TTL_MS }),
    clock,
    dataVersion,
    diagnosticsCache: createVersionedCache({ version: () => dataVersion.current() }),
    adminPasswordBudget: storedAdminPasswordBudget({ database: async () => deps.db, dbName: config.AUTH_DB_NAME, logger: deps.logger }),
  };
}
