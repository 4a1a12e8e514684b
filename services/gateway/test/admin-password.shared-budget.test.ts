// One failed admin-password budget per client IP for the whole product (docs/engineering.md, "Admin
// password budget"). The gateway's login and the catalog's and the prediction service's
// ?admin_password= guards each kept ten failures per IP of their own (30 guesses); now they take
// from one budget on the store, so ten failures spread over all three lock every password door, and
// a second gateway (a replica, its own budget object on the same store) sees the same count. Bearer
// tokens keep working.
import { createCatalog, createRouter as createCatalogRouter, loadCatalogConfig } from '@scoreline/service-catalog';
import { createPrediction, createRouter as createPredictionRouter, loadPredictionConfig } from '@scoreline/service-prediction';
import { storedAdminPasswordBudget } from '@scoreline/service-host';
import { DEV_ADMIN_PASSWORD, issueAdminToken } from '@scoreline/service-kit';
import { openTestInfra, requireInfrastructure, setUpOnce, type TestInfra, testNames } from '@scoreline/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { gatewayDeps, testAuth, testLogger } from './support/gateway-deps.ts';

let gateway: Express;
let replica: Express;
const infras: TestInfra[] = [];

setUpOnce(async () => {
  await requireInfrastructure('gateway', testLogger);
  const { id, namespace } = testNames('budget');
  // The instance's budget database: its own, so no other test file shares the counters.
  const authDbName = testNames('auth').dbName;
  const env = { ...process.env, NODE_ENV: 'test', AUTH_DB_NAME: authDbName, CATALOG_BOOTSTRAP: 'off' };
  const catalogConfig = loadCatalogConfig({ ...env, CATALOG_DB_NAME: testNames('catalog').dbName });
  const predictionConfig = loadPredictionConfig({ ...env, PREDICTION_DB_NAME: testNames('prediction').dbName });
  const open = async (name: string, dbName: string) => {
    const infra = await openTestInfra({ dbName, mongoUri: catalogConfig.MONGODB_URI, kafkaBrokers: catalogConfig.KAFKA_BROKERS, clientId: `${name}-test-${id}`, namespace, topics: [], logger: testLogger });
    infras.push(infra);
    return infra;
  };
  const catalogInfra = await open('catalog', catalogConfig.CATALOG_DB_NAME);
  const predictionInfra = await open('prediction', predictionConfig.PREDICTION_DB_NAME);
  // Dropped last of all (afterAll closes in reverse): the database holding the budget.
  const authInfra = await open('auth', authDbName);
  infras.unshift(infras.pop()!);
  const catalog = createCatalog({ config: catalogConfig, logger: testLogger, db: catalogInfra.db, bus: catalogInfra.bus });
  const prediction = createPrediction({ config: predictionConfig, logger: testLogger, db: predictionInfra.db, bus: predictionInfra.bus });
  const services = [createCatalogRouter(catalog), createPredictionRouter(prediction)];
  const gatewayBudget = () => storedAdminPasswordBudget({ database: async () => authInfra.db, dbName: authDbName, logger: testLogger });
  gateway = createApp(gatewayDeps({ services, passwordBudget: gatewayBudget() }));
  replica = createApp(gatewayDeps({ services: [], passwordBudget: gatewayBudget() }));
});
afterAll(async () => {
  for (const infra of infras.reverse()) await infra.close();
});

const login = (app: Express, password: string) => request(app).post('/api/auth/admin-token').send({ password });
const catalogRefresh = (password: string) => request(gateway).post(`/api/refresh/season/1999?admin_password=${encodeURIComponent(password)}`);
const predictionWeights = (password: string) => request(gateway).get(`/api/weights?admin_password=${encodeURIComponent(password)}`);

describe('admin password: one budget per IP for the whole product', () => {
  it('counts failures at the login and at every service guard together, on the store', async () => {
    // Ten failures, spread: four at the login, three at the catalog, three at the prediction service.
    for (let i = 0; i < 4; i += 1) expect((await login(gateway, `guess-${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await catalogRefresh(`guess-${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i += 1) expect((await predictionWeights(`guess-${i}`)).status).toBe(401);

    // The budget is spent everywhere, even for the right password, and on the replica too.
    const lockedLogin = await login(gateway, DEV_ADMIN_PASSWORD);
    expect(lockedLogin.status).toBe(429);
    expect(Number(lockedLogin.headers['retry-after'])).toBeGreaterThan(0);
    expect(Object.keys(lockedLogin.body)).toEqual(['detail']);
    const lockedCatalog = await catalogRefresh(DEV_ADMIN_PASSWORD);
    expect(lockedCatalog.status).toBe(429);
    expect(Number(lockedCatalog.headers['retry-after'])).toBeGreaterThan(0);
    expect((await predictionWeights(DEV_ADMIN_PASSWORD)).status).toBe(429);
    expect((await login(replica, DEV_ADMIN_PASSWORD)).status).toBe(429);

    // A bearer token is no password attempt: it still works.
    const bearer = await request(gateway).get('/api/weights').set('Authorization', `Bearer ${issueAdminToken(testAuth, 60)}`);
    expect(bearer.status).toBe(200);
  });
});
