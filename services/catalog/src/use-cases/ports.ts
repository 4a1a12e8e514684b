// What the use-cases need from the outside world, named narrowly so each one states its
// dependencies and tests can see at a glance what a flow touches.
import type { EventBus } from '@scoreline/events';
import type { Logger } from 'pino';
import type { FixturesRepository } from '../repositories/fixtures-repository.ts';
import type { PredictionsRepository } from '../repositories/predictions-repository.ts';
import type { RefreshLeaseRepository } from '../repositories/refresh-lease-repository.ts';
import type { RefreshRunsRepository } from '../repositories/refresh-runs-repository.ts';
import type { TeamsRepository } from '../repositories/teams-repository.ts';
import type { Clock } from '@scoreline/service-kit';

export type Publisher = Pick<EventBus, 'publish' | 'publishMany'>;

/** The product's one clock (libs/service-kit), injected so tests pin any date. */
export type { Clock };

export interface Repositories {
  fixtures: FixturesRepository;
  teams: TeamsRepository;
  predictions: PredictionsRepository;
  refreshRuns: RefreshRunsRepository;
  /** The live season's scheduled runs, one lease per due run. */
  refreshLeases: RefreshLeaseRepository;
}

export type { Logger };
