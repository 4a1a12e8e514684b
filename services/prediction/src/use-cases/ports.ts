// What the use-cases need from the outside world, named narrowly so each one states its
// dependencies and tests can see at a glance what a flow touches.
import type { EnginePool } from '@scoreline/engine/pool';
import type { EventBus } from '@scoreline/events';
import type { Logger } from 'pino';
import type { Serial } from '../domain/serial.ts';
import type { AccessRepository } from '../repositories/access-repository.ts';
import type { AccuracyRepository } from '../repositories/accuracy-repository.ts';
import type { FixturesRepository } from '../repositories/fixtures-repository.ts';
import type { ModelSettingsRepository } from '../repositories/model-settings-repository.ts';
import type { PredictionsRepository } from '../repositories/predictions-repository.ts';
import type { RecalculationRunsRepository } from '../repositories/recalculation-runs-repository.ts';
import type { RefreshTrackingRepository } from '../repositories/refresh-tracking-repository.ts';
import type { SandboxWeightSetsRepository } from '../repositories/sandbox-weight-sets-repository.ts';
import type { SealedPredictionsRepository } from '../repositories/sealed-predictions-repository.ts';
import type { TrackRecordRepository } from '../repositories/track-record-repository.ts';
import type { Clock } from '@scoreline/service-kit';

export type Publisher = Pick<EventBus, 'publish' | 'publishMany'>;

/** The product's one clock (libs/service-kit), injected so tests pin any date. */
export type { Clock };
/** The engine's heavy work on its worker threads (@scoreline/engine/pool). */
export type Engine = Pick<EnginePool, 'run'>;

export interface Repositories {
  fixtures: FixturesRepository;
  predictions: PredictionsRepository;
  settings: ModelSettingsRepository;
  access: AccessRepository;
  accuracy: AccuracyRepository;
  refreshTracking: RefreshTrackingRepository;
  recalculationRuns: RecalculationRunsRepository;
  sandboxWeightSets: SandboxWeightSetsRepository;
  sealed: SealedPredictionsRepository;
  trackRecord: TrackRecordRepository;
}

export type { Logger, Serial };
