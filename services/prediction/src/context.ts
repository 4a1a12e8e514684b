// The prediction service's composition root: repositories on the service's own connection, the
// event bus and the in-process recalculation queue, shared by its HTTP routes (app.ts) and its
// workers (workers/).
import { bumpingOnWrite, createDataVersion, type Database, type DataVersion } from '@scoreline/db';
import { sharedEnginePool } from '@scoreline/engine/pool';
import { type EventBus, requestPublisher } from '@scoreline/events';
import { storedAdminPasswordBudget } from '@scoreline/service-host';
import { type AdminPasswordBudget, clockFromConfig, createVersionedCache, type VersionedCache } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import type { PredictionConfig } from './config.ts';
import { type CoalescedTask, createCoalescedTask } from './domain/coalesced-task.ts';
import { createAccessRepository } from './repositories/access-repository.ts';
import { createAccuracyRepository } from './repositories/accuracy-repository.ts';
import { createFixturesRepository } from './repositories/fixtures-repository.ts';
import { createModelSettingsRepository } from './repositories/model-settings-repository.ts';
import { createPredictionsRepository } from './repositories/predictions-repository.ts';
import { createRecalculationRunsRepository } from './repositories/recalculation-runs-repository.ts';
import { createRefreshTrackingRepository } from './repositories/refresh-tracking-repository.ts';
import { createSandboxWeightSetsRepository } from './repositories/sandbox-weight-sets-repository.ts';
import { createSealedPredictionsRepository } from './repositories/sealed-predictions-repository.ts';
import { createTrackRecordRepository } from './repositories/track-record-repository.ts';
import type { Clock, Publisher, Repositories } from './use-cases/ports.ts';
import { rebuildTrackRecord } from './use-cases/rebuild-track-record.ts';
import { createRecalculationQueue, type RecalculationQueue } from './use-cases/recalculate-predictions.ts';

export interface PredictionDeps {
  config: Readonly<PredictionConfig>;
  logger: Logger;
  /** The service's own database (libs/db connectDb with PREDICTION_DB_NAME). */
  db: Database;
  /** A started event bus (libs/events). */
  bus: EventBus;
  clock?: Clock;
}

export interface PredictionContext {
  readonly config: Readonly<PredictionConfig>;
  readonly logger: Logger;
  readonly db: Database;
  readonly bus: EventBus;
  readonly publisher: Publisher;
  /** For HTTP requests: fails fast (503) while the broker is down instead of retrying for half a minute. */
  readonly requestPublisher: Publisher;
  readonly repositories: Repositories;
  readonly clock: Clock;
  /** Recalculations of this process run one at a time (worker and admin call alike). */
  readonly recalculations: RecalculationQueue;
  /**
   * The one way this process rebuilds the published track record (after a recalculation, a grade,
   * a seal): one rebuild at a time, requests during one coalesced into one more after it, so a
   * rebuild that read the records before a grade landed never finishes after the one that saw it.
   */
  readonly trackRecordRebuilds: CoalescedTask;
  /** The product's failed admin-password budget (AUTH_DB_NAME), shared with the gateway and the catalog. */
  readonly adminPasswordBudget: AdminPasswordBudget;
  /**
   * Bumped by every write to the fixtures, predictions, settings, accuracy and sandbox weight sets,
   * in whichever process (HTTP or worker) makes it: what the public diagnostics are derived from.
   */
  readonly dataVersion: DataVersion;
  /** The public diagnostics' answers per data version (use-cases/cached-*.ts). */
  readonly diagnosticsCache: VersionedCache;
}

export function createPrediction(deps: PredictionDeps): PredictionContext {
  const connection = deps.db.connection;
  const dataVersion = createDataVersion(connection, 'diagnostics');
  const repositories: Repositories = {
    fixtures: bumpingOnWrite(createFixturesRepository(connection), ['saveChanged'], dataVersion),
    predictions: bumpingOnWrite(createPredictionsRepository(connection), ['saveGameweeks', 'saveEntries', 'deleteGameweeks'], dataVersion),
    settings: bumpingOnWrite(createModelSettingsRepository(connection), ['setWeight', 'promoteWeights', 'promoteRounding'], dataVersion),
    access: createAccessRepository(connection),
    accuracy: bumpingOnWrite(createAccuracyRepository(connection), ['saveGameweeks', 'deleteGameweeks'], dataVersion),
    refreshTracking: createRefreshTrackingRepository(connection),
    recalculationRuns: createRecalculationRunsRepository(connection),
    sandboxWeightSets: bumpingOnWrite(createSandboxWeightSetsRepository(connection), ['replace'], dataVersion),
    sealed: createSealedPredictionsRepository(connection),
    trackRecord: createTrackRecordRepository(connection),
  };
  const clock = deps.clock ?? clockFromConfig(deps.config);
  return {
    config: deps.config,
    logger: deps.logger,
    db: deps.db,
    bus: deps.bus,
    publisher: deps.bus,
    requestPublisher: requestPublisher(deps.bus),
    repositories,
    clock,
    recalculations: createRecalculationQueue({ engine: sharedEnginePool() }),
    trackRecordRebuilds: createCoalescedTask(
      () => rebuildTrackRecord({ ...repositories, clock, logger: deps.logger }),
      (error) => deps.logger.error({ err: error }, 'track record rebuild failed'),
    ),
    dataVersion,
    diagnosticsCache: createVersionedCache({ version: () => dataVersion.current() }),
    adminPasswordBudget: storedAdminPasswordBudget({
      database: async () => deps.db,
      dbName: deps.config.AUTH_DB_NAME,
      logger: deps.logger,
    }),
  };
}
