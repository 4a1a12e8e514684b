// What the use-cases need from the outside world, named narrowly so each one states its
// dependencies and tests can see at a glance what a flow touches.
import type { EventBus } from '@scoreline/events';
import type { Logger } from 'pino';
import type { EvaluationCache } from '../domain/evaluation-cache.ts';
import type { BacktestRunsRepository } from '../repositories/backtest-runs-repository.ts';
import type { ExperimentsRepository } from '../repositories/experiments-repository.ts';
import type { FixturesRepository } from '../repositories/fixtures-repository.ts';
import type { MatrixJobsRepository } from '../repositories/matrix-jobs-repository.ts';
import type { RoundingConfigsRepository } from '../repositories/rounding-configs-repository.ts';
import type { SeedMarksRepository } from '../repositories/seed-marks-repository.ts';
import type { WeightSetsRepository } from '../repositories/weight-sets-repository.ts';
import type { Clock } from '@scoreline/service-kit';

export type Publisher = Pick<EventBus, 'publish' | 'publishMany'>;
/** A matrix job publishes its combinations all at once. */
export type MatrixPublisher = Pick<EventBus, 'publishMany'>;

/** The product's one clock (libs/service-kit), injected so tests pin any date. */
export type { Clock };
export type IdFactory = (prefix: string) => string;

export interface Repositories {
  fixtures: FixturesRepository;
  weightSets: WeightSetsRepository;
  experiments: ExperimentsRepository;
  roundingConfigs: RoundingConfigsRepository;
  backtestRuns: BacktestRunsRepository;
  seedMarks: SeedMarksRepository;
  /** Cross-sandbox matrix jobs (README, "Cross-sandbox matrix jobs"). */
  matrixJobs: MatrixJobsRepository;
}

export type { EvaluationCache, Logger };
