// The payment service on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017,
// stripe-mock 127.0.0.1:12111, or KAFKA_BROKERS / MONGODB_URI / STRIPE_API_BASE), isolated per
// test file: a database and a topic/group namespace of its own, so files run concurrently with
// each other and with other packages' tests. When the infrastructure is down the tests fail
// (never skip) with a message saying how to start it.
import { randomBytes } from 'node:crypto';
import type { EventTopic, FixtureRecord } from '@scoreline/contracts';
import type { Database } from '@scoreline/db';
import type { EventBus } from '@scoreline/events';
import { hashSessionToken } from '@scoreline/service-kit';
import { infrastructureDown, type Observed, requireInfrastructure as requireInfra, startServiceHarness } from '@scoreline/test-support';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createRouter } from '../../src/app.ts';
import type { CheckoutGateway, CheckoutSessionRequest } from '../../src/checkout/checkout-gateway.ts';
import { DEV_STRIPE_API_BASE, type PaymentConfig, loadPaymentConfig } from '../../src/config.ts';
import { type PaymentContext, checkoutGatewayFor, createPayment } from '../../src/context.ts';
import type { Purchase } from '../../src/domain/purchase.ts';
import { type PaymentWorkers, startWorkers } from '../../src/workers/index.ts';
import { silentLogger } from './log-capture.ts';

export { type Observed, waitUntil } from '@scoreline/test-support';

/** The topics the payment service touches; only these (and their .dlq) are created per namespace. */
export const PAYMENT_TOPICS: EventTopic[] = ['fixtures.upserted', 'payment.completed'];

export function stripeApiBase(): string {
  return process.env.STRIPE_API_BASE?.trim() || DEV_STRIPE_API_BASE;
}

async function requireStripeMock(): Promise<void> {
  const base = stripeApiBase();
  try {
    // stripe-mock answers any authorised GET from its fixtures; a 401/404 still proves it is up.
    await fetch(new URL('/v1/balance', base), {
      headers: { Authorization: 'Bearer sk_test_probe' },
      signal: AbortSignal.timeout(3000),
    });
  } catch (error) {
    throw infrastructureDown('stripe-mock', base, 'STRIPE_API_BASE', error);
  }
}

export async function requireInfrastructure(options: { stripe: boolean }): Promise<void> {
  await requireInfra('payment', silentLogger());
  if (options.stripe) await requireStripeMock();
}

/** A clock the test can move: the service reads the time through it. */
export interface TestClock {
  now: Date;
  advance(ms: number): void;
}

export interface HarnessOptions {
  /** `stripe`: the SDK against stripe-mock (default); `local-test`: no key, the test checkout page. */
  checkout?: 'stripe' | 'local-test';
  /** Payment settings on top of the test defaults. */
  env?: Record<string, string>;
  logger?: Logger;
  /** Start the fixtures read-model worker (default false: most tests seed the read model directly). */
  workers?: boolean;
  /** Wraps the checkout gateway chosen from the config (to make it fail, for instance). */
  wrapCheckout?: (gateway: CheckoutGateway) => CheckoutGateway;
}

export interface Harness {
  readonly id: string;
  readonly config: Readonly<PaymentConfig>;
  readonly db: Database;
  readonly bus: EventBus;
  readonly context: PaymentContext;
  readonly app: Express;
  readonly clock: TestClock;
  readonly workers: PaymentWorkers | null;
  /** Every checkout request the service made, with the raw token it generated. */
  readonly checkoutRequests: CheckoutSessionRequest[];
  /** Writes fixtures into the read model as the worker would. */
  seedFixtures(fixtures: FixtureRecord[]): Promise<void>;
  purchase(sessionId: string): Promise<Purchase>;
  /** The purchase made for the checkout request whose token is `token`. */
  purchaseOfToken(token: string): Promise<Purchase>;
  /** Builds another app on the same context with a different one of its parts (a failing publisher). */
  appWith(overrides: Partial<PaymentContext>): Express;
  observe(topics: EventTopic[]): Promise<Observed>;
  close(): Promise<void>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const checkoutKind = options.checkout ?? 'stripe';
  const clock: TestClock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const checkoutRequests: CheckoutSessionRequest[] = [];
  const base = await startServiceHarness(
    {
      name: 'payment',
      topics: PAYMENT_TOPICS,
      logger: options.logger ?? silentLogger(),
      loadConfig: (dbName) =>
        loadPaymentConfig({
          ...process.env,
          NODE_ENV: 'test',
          PAYMENT_DB_NAME: dbName,
          STRIPE_API_BASE: stripeApiBase(),
          STRIPE_WEBHOOK_SECRET: `whsec_test_${randomBytes(18).toString('hex')}`,
          STRIPE_SECRET_KEY: checkoutKind === 'stripe' ? `sk_test_${randomBytes(18).toString('hex')}` : undefined,
          PUBLIC_ORIGINS: 'https://scoreline.test,http://localhost:3000',
          ...options.env,
        }),
      createContext: (parts) => {
        const chosen = checkoutGatewayFor(parts.config);
        const gateway = options.wrapCheckout ? options.wrapCheckout(chosen) : chosen;
        const recording: CheckoutGateway = {
          kind: gateway.kind,
          async create(request) {
            checkoutRequests.push(request);
            return gateway.create(request);
          },
          expire: (sessionId) => gateway.expire(sessionId),
        };
        // The context's clock follows the test clock, which tests move to expire tokens.
        return createPayment({ ...parts, clock: () => clock.now, checkout: recording });
      },
      createRouter,
      startWorkers,
      requireInfrastructure: () => requireInfrastructure({ stripe: checkoutKind === 'stripe' }),
    },
    { workers: options.workers === true },
  );
  const { context } = base;
  const harness: Harness = {
    ...base,
    clock,
    checkoutRequests,
    async seedFixtures(fixtures) {
      await context.repositories.fixtures.upsertMany(fixtures, new Date());
    },
    async purchase(sessionId) {
      const found = await context.repositories.purchases.findBySessionId(sessionId);
      if (!found) throw new Error(`no purchase ${sessionId}`);
      return found;
    },
    async purchaseOfToken(token) {
      const found = await context.repositories.purchases.findByTokenHash(hashSessionToken(token));
      if (!found) throw new Error('no purchase has that token');
      return found;
    },
    appWith(overrides) {
      return base.appFor({ ...context, ...overrides });
    },
    observe: (topics) => base.infra.observe(topics),
  };
  return harness;
}
