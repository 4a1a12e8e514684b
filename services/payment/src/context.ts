// The payment service's composition root: repositories on the service's own connection, the
// checkout gateway (Stripe, or the local test page in development), the event publisher, the
// clock, shared by its HTTP routes (app.ts) and its worker (workers/).
import type { Database } from '@scoreline/db';
import { type EventBus, requestPublisher } from '@scoreline/events';
import { clockFromConfig } from '@scoreline/service-kit';
import type { Logger } from 'pino';
import type { CheckoutGateway } from './checkout/checkout-gateway.ts';
import { createLocalTestGateway } from './checkout/local-test-gateway.ts';
import { createStripeClient, createStripeGateway } from './checkout/stripe-gateway.ts';
import { type PaymentConfig, siteOrigins } from './config.ts';
import { createFixturesRepository } from './repositories/fixtures-repository.ts';
import { createPurchasesRepository } from './repositories/purchases-repository.ts';
import { createWebhookEventsRepository } from './repositories/webhook-events-repository.ts';
import type { CheckoutDeps, Clock, Publisher, Repositories, WebhookDeps } from './use-cases/ports.ts';

export interface PaymentDeps {
  config: Readonly<PaymentConfig>;
  logger: Logger;
  /** The payment service's own database (libs/db connectDb with PAYMENT_DB_NAME). */
  db: Database;
  /** A started event bus (libs/events). */
  bus: EventBus;
  clock?: Clock;
  /** Replaces the gateway chosen from the config (tests). */
  checkout?: CheckoutGateway;
}

export interface PaymentContext extends CheckoutDeps, WebhookDeps {
  readonly config: Readonly<PaymentConfig>;
  readonly db: Database;
  readonly bus: EventBus;
  readonly publisher: Publisher;
  readonly repositories: Repositories;
}

export function checkoutGatewayFor(config: Readonly<PaymentConfig>): CheckoutGateway {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeGateway(createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }));
  }
  // loadPaymentConfig refuses production without a key; this guards a hand-built config too.
  if (config.NODE_ENV === 'production') throw new Error('STRIPE_SECRET_KEY is required in production');
  return createLocalTestGateway();
}

export function createPayment(deps: PaymentDeps): PaymentContext {
  const connection = deps.db.connection;
  const checkout = deps.checkout ?? checkoutGatewayFor(deps.config);
  if (checkout.kind === 'local-test') {
    deps.logger.warn('no STRIPE_SECRET_KEY: purchases go through the local TEST MODE checkout page (no real payment)');
  }
  return {
    config: deps.config,
    logger: deps.logger,
    db: deps.db,
    bus: deps.bus,
    // The webhook's publish, in a request Stripe retries: a broker that is down answers 503 at once.
    publisher: requestPublisher(deps.bus),
    repositories: {
      purchases: createPurchasesRepository(connection),
      webhookEvents: createWebhookEventsRepository(connection),
      fixtures: createFixturesRepository(connection),
    },
    checkout,
    siteOrigins: siteOrigins(deps.config),
    webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
    clock: deps.clock ?? clockFromConfig(deps.config),
  };
}
