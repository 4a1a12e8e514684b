// The live season against the product's clock, end to end on the real broker and store: the
// catalog (first-start ingest of the shipped snapshot), the prediction and the payment services on
// one namespace, one clock pinned for all three as `npm start` pins it with CLOCK_PIN.
// (a) 27 November 2026: the gameweek on sale is the first with a kick-off after the clock (12, on
//     the 28th), the results are called stale (the snapshot stops at Matchday 4), and a purchase of
//     gameweek 5, played in September, is refused 409;
// (b) the clock moves to gameweek 12's kick-off: its premium numbers are public, it is no longer
//     listed nor sold, and gameweek 13 is on sale.
import { randomBytes } from 'node:crypto';
import { type EventTopic, gameweekResponseSchema, predictionResponseSchema } from '@scoreline/contracts';
import { resultsStalenessText } from '@scoreline/contracts/constants';
import { createCatalog, createRouter as createCatalogRouter, loadCatalogConfig, startWorkers as startCatalogWorkers } from '@scoreline/service-catalog';
import { createPayment, createRouter as createPaymentRouter, loadPaymentConfig, startWorkers as startPaymentWorkers } from '@scoreline/service-payment';
import { createPrediction, createRouter as createPredictionRouter, loadPredictionConfig, PREDICTION_TOPICS, startWorkers as startPredictionWorkers } from '@scoreline/service-prediction';
import { createServiceApp, manualClock } from '@scoreline/service-kit';
import { openTestInfra, requireInfrastructure, setUpOnce, type TestInfra, testNames, waitUntil } from '@scoreline/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testLogger } from './support/gateway-deps.ts';

const clock = manualClock('2026-11-27T12:00:00Z');
const SITE = 'http://localhost:3000';
const TOPICS: EventTopic[] = [...new Set<EventTopic>([...PREDICTION_TOPICS, 'fixtures.refresh.requested', 'fixtures.upserted', 'fixtures.refreshed', 'predictions.updated', 'payment.completed'])];

let app: Express;
let paymentInfra: TestInfra;
const infras: TestInfra[] = [];
let gameweek5Fixture: number;

setUpOnce(async () => {
  await requireInfrastructure('gateway', testLogger);
  const { id, namespace } = testNames('live-season');
  const env = { ...process.env, NODE_ENV: 'test' };
  const catalogConfig = loadCatalogConfig({
    ...env,
    CATALOG_DB_NAME: testNames('catalog').dbName,
    AUTH_DB_NAME: testNames('auth').dbName,
    CATALOG_SEASONS: '2025,2026',
    CATALOG_HISTORY_SEASONS: 'none',
    CATALOG_BOOTSTRAP: 'snapshot',
    CATALOG_SCHEDULE: 'off',
  });
  const predictionConfig = loadPredictionConfig({ ...env, PREDICTION_DB_NAME: testNames('prediction').dbName });
  const paymentConfig = loadPaymentConfig({
    ...env,
    PAYMENT_DB_NAME: testNames('payment').dbName,
    STRIPE_WEBHOOK_SECRET: `whsec_test_${randomBytes(18).toString('hex')}`,
    STRIPE_SECRET_KEY: undefined,
    PUBLIC_ORIGINS: SITE,
  });
  const open = async (name: string, dbName: string) => {
    const infra = await openTestInfra({ dbName, mongoUri: catalogConfig.MONGODB_URI, kafkaBrokers: catalogConfig.KAFKA_BROKERS, clientId: `${name}-test-${id}`, namespace, topics: TOPICS, logger: testLogger });
    infras.push(infra);
    await infra.db.syncIndexes();
    return infra;
  };
  const predictionInfra = await open('prediction', predictionConfig.PREDICTION_DB_NAME);
  paymentInfra = await open('payment', paymentConfig.PAYMENT_DB_NAME);
  const catalogInfra = await open('catalog', catalogConfig.CATALOG_DB_NAME);

  const prediction = createPrediction({ config: predictionConfig, logger: testLogger, db: predictionInfra.db, bus: predictionInfra.bus, clock });
  const predictionWorkers = await startPredictionWorkers(prediction);
  predictionInfra.defer(() => predictionWorkers.stop());
  const payment = createPayment({ config: paymentConfig, logger: testLogger, db: paymentInfra.db, bus: paymentInfra.bus, clock });
  const paymentWorkers = await startPaymentWorkers(payment);
  paymentInfra.defer(() => paymentWorkers.stop());
  const catalog = createCatalog({ config: catalogConfig, logger: testLogger, db: catalogInfra.db, bus: catalogInfra.bus, clock });
  const catalogWorkers = await startCatalogWorkers(catalog);
  catalogInfra.defer(() => catalogWorkers.stop());
  app = createServiceApp({
    name: 'gateway-test',
    logger: testLogger,
    mount: (root) => root.use(createCatalogRouter(catalog), createPredictionRouter(prediction), createPaymentRouter(payment)),
    defaultMetrics: false,
  });

  expect([...((await catalogWorkers.bootstrap) ?? new Map()).values()].map((outcome) => outcome.status)).toEqual(['completed', 'completed']);
  const live = await catalog.repositories.fixtures.findFacts(2026);
  gameweek5Fixture = live.find((fact) => fact.gameweek === 5)!.fixture_id;
  const gameweek12 = live.filter((fact) => fact.gameweek === 12).map((fact) => String(fact.fixture_id));
  // The other services' read models have the season, and gameweek 12 is predicted.
  await waitUntil(async () => (await payment.repositories.fixtures.factsOfSeason('2026-27')).length === 380, 60_000, 'the payment read model');
  await waitUntil(
    async () => {
      const stored = await prediction.repositories.predictions.findGameweek('2026-27', 12);
      return gameweek12.every((fixtureId) => stored?.predictions.some((p) => p.fixture_id === fixtureId && p.predicted_outcome !== null));
    },
    150_000,
    'gameweek 12 predicted',
  );
  // ... and the catalog has heard of those predictions (predictions.updated).
  await waitUntil(async () => (await request(app).get('/api/fixtures/gameweek/current')).body.fixtures?.every((f: { has_prediction: boolean }) => f.has_prediction), 60_000, 'the outcomes on the gameweek list');
});
afterAll(async () => {
  for (const infra of infras.reverse()) await infra.close();
});

async function current() {
  const response = await request(app).get('/api/fixtures/gameweek/current');
  expect(response.status).toBe(200);
  return gameweekResponseSchema.parse(response.body);
}

async function latestPurchase() {
  const [purchase] = await paymentInfra.db.connection.collection('purchases').find({}).sort({ created_at: -1 }).limit(1).toArray();
  return purchase!;
}

const buy = (body: Record<string, unknown>) => request(app).post('/api/payment/create-session').set('Origin', SITE).send(body);

describe('the live season on 27 November 2026, against the shipped snapshot', () => {
  it('(a) sells gameweek 12, the first with a kick-off after the clock, says the results are stale, and refuses gameweek 5', async () => {
    const answer = await current();
    expect(answer.gameweek_info).toEqual({ current_gameweek: 12, season: '2026-27' });
    expect(answer.fixtures).toHaveLength(10);
    expect(answer.fixtures.every((fixture) => Date.parse(fixture.date) > clock().getTime())).toBe(true);
    expect(answer.fixtures.every((fixture) => fixture.has_prediction)).toBe(true);
    expect(answer.staleness).toEqual({ season: '2026-27', overdue_matches: 70, last_result_at: '2026-09-14T19:00:00.000Z', results_up_to_gameweek: 4 });
    expect(resultsStalenessText(answer.staleness!)).toBe('Results last updated 14 September; predictions use results up to gameweek 4');

    const refused = await buy({ fixture_id: gameweek5Fixture });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'Gameweek 5 of 2026-27 has no match left to kick off: its predictions are public now and no longer sold' });
    // Its numbers are public instead.
    const played = predictionResponseSchema.parse((await request(app).get(`/api/prediction/${gameweek5Fixture}`)).body);
    expect(played).toMatchObject({ gameweek: 5, has_access: true, locked: false });
    expect(typeof played.prob_home_win).toBe('number');

    const home = await buy({ success_url: `${SITE}/`, cancel_url: `${SITE}/` });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(await latestPurchase()).toMatchObject({ season: '2026-27', gameweek: 12, fixture_id: null });
  });

  it('(b) makes a match public and unsold once the clock passes its kick-off', async () => {
    const before = await current();
    const fixture = before.fixtures[0]!;
    const locked = predictionResponseSchema.parse((await request(app).get(`/api/prediction/${fixture.fixture_id}`)).body);
    expect(locked).toMatchObject({ has_access: false, locked: true });
    expect(Object.hasOwn(locked, 'prob_home_win')).toBe(false);

    clock.set(fixture.date);
    const open = predictionResponseSchema.parse((await request(app).get(`/api/prediction/${fixture.fixture_id}`)).body);
    expect(open).toMatchObject({ fixture_id: fixture.fixture_id, has_access: true, locked: false });
    expect(typeof open.display_home_goals).toBe('number');
    expect(typeof open.prob_home_win).toBe('number');

    // Every match of gameweek 12 kicks off at 15:00: the home page sells gameweek 13 at once.
    const after = await current();
    expect(after.gameweek_info).toEqual({ current_gameweek: 13, season: '2026-27' });
    expect(after.fixtures.some((f) => f.fixture_id === fixture.fixture_id)).toBe(false);
    expect(after.fixtures.every((f) => Date.parse(f.date) > clock().getTime())).toBe(true);
    const refused = await buy({ fixture_id: fixture.fixture_id });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^Gameweek 12 of 2026-27 has no match left to kick off/);
    expect((await buy({ success_url: `${SITE}/`, cancel_url: `${SITE}/` })).status).toBe(200);
    expect(await latestPurchase()).toMatchObject({ gameweek: 13 });
  });
});
