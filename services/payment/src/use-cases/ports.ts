// What the use-cases need from the outside world, as small interfaces: the routes, the workers and
// the tests hand them the real thing or a stand-in.
import type { EventBus } from '@scoreline/events';
import type { Logger } from 'pino';
import type { CheckoutGateway } from '../checkout/checkout-gateway.ts';
import type { FixturesRepository } from '../repositories/fixtures-repository.ts';
import type { PurchasesRepository } from '../repositories/purchases-repository.ts';
import type { WebhookEventsRepository } from '../repositories/webhook-events-repository.ts';

import type { Clock } from '@scoreline/service-kit';

/** The product's one clock (libs/service-kit), injected so tests pin any date. */
export type { Clock };

export type Publisher = Pick<EventBus, 'publish'>;

export interface Repositories {
  readonly purchases: PurchasesRepository;
  readonly webhookEvents: WebhookEventsRepository;
  readonly fixtures: FixturesRepository;
}

export interface WebhookDeps {
  readonly repositories: Repositories;
  readonly publisher: Publisher;
  readonly webhookSecret: string;
  readonly clock: Clock;
  readonly logger: Logger;
}

export interface CheckoutDeps {
  readonly repositories: Repositories;
  readonly checkout: CheckoutGateway;
  readonly siteOrigins: readonly string[];
  readonly clock: Clock;
  readonly logger: Logger;
}
