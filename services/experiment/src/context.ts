// The experiment service's composition root: repositories on the service's own connection, the
// event bus, the evaluation cache and the matrix workers' consumer-group count, shared by its HTTP
// routes (app.ts) and its worker (workers/).
import { randomUUID } from 'node:crypto';
import type { Database } from '@scoreline/db';
import { type EventBus, requestPublisher } from '@scoreline/events';
import { clockFromConfig } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import type { ExperimentConfig } from './config.ts';
import { createEvaluationCache, type EvaluationCache } from './domain/evaluation-cache.ts';
import { createBacktestRunsRepository } from './repositories/backtest-runs-repository.ts';
import { createExperimentsRepository } from './repositories/experiments-repository.ts';
import { createFixturesRepository } from './repositories/fixtures-repository.ts';
import { createMatrixJobsRepository } from './repositories/matrix-jobs-repository.ts';
import { createRoundingConfigsRepository } from './repositories/rounding-configs-repository.ts';
import { createSeedMarksRepository } from './repositories/seed-marks-repository.ts';
import { createWeightSetsRepository } from './repositories/weight-sets-repository.ts';
import type { Clock, IdFactory, Publisher, Repositories } from './use-cases/ports.ts';
import { seedLibraries } from './use-cases/seed-libraries.ts';
import { consumerGroupMembers, MATRIX_WORKER_GROUP_ID } from './workers/matrix-consumer-groups.ts';

export interface ExperimentDeps {
  config: Readonly<ExperimentConfig>;
  logger: Logger;
  /** The service's own database (libs/db connectDb with EXPERIMENT_DB_NAME). */
  db: Database;
  /** A started event bus (libs/events). */
  bus: EventBus;
  clock?: Clock;
}

export interface ExperimentContext {
  readonly config: Readonly<ExperimentConfig>;
  readonly logger: Logger;
  readonly db: Database;
  readonly bus: EventBus;
  readonly publisher: Publisher;
  readonly repositories: Repositories;
  readonly evaluation: EvaluationCache;
  readonly clock: Clock;
  readonly newId: IdFactory;
  /**
   * Members of the matrix workers' consumer group now, as the broker sees them
   * (workers/matrix-consumer-groups.ts); KafkaUnavailableError when it does not answer in `timeoutMs`.
   */
  readonly matrixWorkerCount: (timeoutMs?: number) => Promise<number>;
}

export function createExperiment(deps: ExperimentDeps): ExperimentContext {
  const connection = deps.db.connection;
  return {
    config: deps.config,
    logger: deps.logger,
    db: deps.db,
    bus: deps.bus,
    // Its users are HTTP requests (weight sets, promotions, a matrix job's start): a broker that is
    // down answers 503 within REQUEST_PUBLISH_DEADLINE_MS instead of the producer's half-minute.
    publisher: requestPublisher(deps.bus),
    repositories: {
      fixtures: createFixturesRepository(connection),
      weightSets: createWeightSetsRepository(connection),
      experiments: createExperimentsRepository(connection),
      roundingConfigs: createRoundingConfigsRepository(connection),
      backtestRuns: createBacktestRunsRepository(connection),
      seedMarks: createSeedMarksRepository(connection),
      matrixJobs: createMatrixJobsRepository(connection),
    },
    evaluation: createEvaluationCache(),
    clock: deps.clock ?? clockFromConfig(deps.config),
    // Opaque ids with a prefix naming the kind, so a log line or a URL says what it points at.
    newId: (prefix) => `${prefix}-${randomUUID()}`,
    matrixWorkerCount: (timeoutMs) => consumerGroupMembers(deps.bus, MATRIX_WORKER_GROUP_ID, timeoutMs),
  };
}

/** The context with the libraries seeded into a database that never had them. */
export async function openExperiment(deps: ExperimentDeps): Promise<ExperimentContext> {
  const context = createExperiment(deps);
  // Indexes first: the unique name index must exist before seeds and admins write names.
  await deps.db.syncIndexes();
  await seedLibraries({ ...context.repositories, clock: context.clock, logger: context.logger });
  return context;
}
