// The payment service on the real infrastructure (Kafka 127.0.0.1:9092, FerretDB 127.0.0.1:27017,
// stripe-mock 127.0.0.1:12111, or KAFKA_BROKERS / MONGODB_URI / STRIPE_API_BASE), isolated per
// test file: a database and a topic/group namespace of its own, so files run concurrently with
// each other and with other packages' tests. When the infrastructure is down the tests fail
// (never skip) with a message saying how to start it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope, EventTopic, FixtureRecord } from '@scoreline/contracts';
import { type Database, connectDb, mongoUriFromEnv } from '@scoreline/db';
import { type EventBus, assertKafkaReachable, createEventBus, deleteTopics, kafkaBrokersFromEnv } from '@scoreline/events';
import { createServiceApp } from '@scoreline/service-kit';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApp } from '../../src/app.ts';
import type { CheckoutGateway, CheckoutSessionRequest } from '../../src/checkout/checkout-gateway.ts';
import { DEV_STRIPE_API_BASE, type PaymentConfig, loadPaymentConfig } from '../../src/config.ts';
import { type PaymentContext, checkoutGatewayFor, createPayment } from '../../src/context.ts';
import type { Purchase } from '../../src/domain/purchase.ts';
import { hashSessionToken } from '../../src/domain/session-token.ts';
import { type PaymentWorkers, startWorkers } from '../../src/workers/index.ts';
import { silentLogger } from './log-capture.ts';

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
    throw new Error(
      `Integration tests need stripe-mock at ${base}: start it with \`npm run infra:up\` (or set STRIPE_API_BASE). ${String(error)}`,
    );
  }
}

export async function requireInfrastructure(options: { stripe: boolean }): Promise<void> {
  const brokers = kafkaBrokersFromEnv();
  try {
    await assertKafkaReachable(brokers, { timeoutMs: 3000 });
  } catch (error) {
    throw new Error(
      `Integration tests need Kafka at ${brokers.join(',')}: start it with \`npm run infra:up\` (or set KAFKA_BROKERS). ${String(error)}`,
    );
  }
  const probe = await connectDb({
    dbName: 'payment_probe',
    logger: silentLogger(),
    attempts: 1,
    serverSelectionTimeoutMS: 3000,
  }).catch((error: unknown) => {
    throw new Error(
      `Integration tests need a MongoDB-protocol store at ${mongoUriFromEnv()}: start it with \`npm run infra:up\` (or set MONGODB_URI). ${String(error)}`,
    );
  });
  await probe.close();
  if (options.stripe) await requireStripeMock();
}

export interface Observed {
  readonly events: EventEnvelope[];
  /** Resolves with the events matching `predicate` once there are at least `count`, or rejects. */
  waitFor<T extends EventTopic>(
    topic: T,
    count: number,
    predicate?: (event: EventEnvelope<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventEnvelope<T>[]>;
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
  await requireInfrastructure({ stripe: checkoutKind === 'stripe' });
  const id = randomUUID().replace(/-/g, '').slice(0, 12);
  const namespace = `test-payment-${id}.`;
  const logger = options.logger ?? silentLogger();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    PAYMENT_DB_NAME: `payment_test_${id}`,
    STRIPE_API_BASE: stripeApiBase(),
    STRIPE_WEBHOOK_SECRET: `whsec_test_${randomBytes(18).toString('hex')}`,
    STRIPE_SECRET_KEY: checkoutKind === 'stripe' ? `sk_test_${randomBytes(18).toString('hex')}` : undefined,
    PUBLIC_ORIGINS: 'https://scoreline.test,http://localhost:3000',
    PAYMENT_ACTIVATION_WAIT_MS: '0',
    ...options.env,
  };
  const config = loadPaymentConfig(env);
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const db = await connectDb({ dbName: config.PAYMENT_DB_NAME, uri: config.MONGODB_URI, logger, attempts: 1 });
    cleanups.push(async () => {
      await db.connection.dropDatabase();
      await db.close();
    });
    const bus = createEventBus({ clientId: `payment-test-${id}`, brokers: config.KAFKA_BROKERS, logger, namespace, topics: PAYMENT_TOPICS });
    cleanups.push(async () => {
      const admin = bus.kafka.admin();
      await admin.connect();
      const names = PAYMENT_TOPICS.map((topic) => bus.topicName(topic));
      await deleteTopics(admin, [...names, ...names.map((name) => `${name}.dlq`)]);
      await admin.disconnect();
    });
    await bus.start();
    cleanups.push(() => bus.stop());

    const clock: TestClock = {
      now: new Date(),
      advance(ms) {
        this.now = new Date(this.now.getTime() + ms);
      },
    };
    const checkoutRequests: CheckoutSessionRequest[] = [];
    const chosen = checkoutGatewayFor(config);
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
    const context = createPayment({ config, logger, db, bus, clock: () => clock.now, checkout: recording });
    await db.syncIndexes();
    const app = buildApp(context, logger);
    const workers = options.workers ? await startWorkers(context) : null;
    if (workers) cleanups.push(() => workers.stop());

    const harness: Harness = {
      id,
      config,
      db,
      bus,
      context,
      app,
      clock,
      workers,
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
        return buildApp({ ...context, ...overrides }, logger);
      },
      async observe(topics) {
        const events: EventEnvelope[] = [];
        const subscription = await bus.subscribe({
          groupId: `observer-${randomUUID()}`,
          topics,
          fromBeginning: true,
          handler: async (event) => {
            events.push(event.envelope as EventEnvelope);
          },
        });
        cleanups.push(() => subscription.stop());
        return {
          events,
          async waitFor(topic, count, predicate = () => true, timeoutMs = 30_000) {
            const matching = () =>
              events.filter((event) => event.type === topic).filter((event) => predicate(event as never)) as never[];
            await waitUntil(() => matching().length >= count, timeoutMs, `${count} ${topic} event(s)`);
            return matching();
          },
        };
      },
      close,
    };
    return harness;
  } catch (error) {
    await close();
    throw error;
  }
}

function buildApp(context: PaymentContext, logger: Logger): Express {
  return createServiceApp({
    name: 'payment',
    logger,
    mount: (app) => app.use(createApp(context)),
    defaultMetrics: false,
  });
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
