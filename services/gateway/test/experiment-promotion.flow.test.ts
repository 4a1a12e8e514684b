// The promote paths end to end, with the experiment and prediction services on one bus and their
// own stores (as npm start runs them): promoting a sandbox weight set makes it the production
// weights (GET /api/weights) and every prediction is recalculated with it (GET /api/prediction/{id}
// with paid access); promoting a rounding configuration does the same for the rounding. A poison
// weights.promoted goes to the dead-letter topic and the next promotion is still handled.
import { randomUUID } from 'node:crypto';
import { type EventTopic, type FixtureRecord, type Weights } from '@scoreline/contracts';
import { predictAll } from '@scoreline/engine';
import { loadEplMatches, toFixtureRecord } from '@scoreline/epl-data';
import { createRouter as createExperimentRouter, EXPERIMENT_TOPICS, loadExperimentConfig, openExperiment, startWorkers as startExperimentWorkers } from '@scoreline/service-experiment';
import { createRouter as createPredictionRouter, createPrediction, loadPredictionConfig, PREDICTION_TOPICS, startWorkers as startPredictionWorkers } from '@scoreline/service-prediction';
import { createServiceApp, hashSessionToken, issueAdminToken } from '@scoreline/service-kit';
import { openTestInfra, readDeadLetters, requireInfrastructure, setUpOnce, type TestInfra, testNames, waitUntil } from '@scoreline/test-support';
import type { EventBus } from '@scoreline/events';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testLogger } from './support/gateway-deps.ts';

const SEASONS = ['2024-25', '2025-26'];
const records: FixtureRecord[] = loadEplMatches({ seasons: SEASONS }).map(toFixtureRecord);
// A fixture late in the data, so its prediction depends on every weight.
const target = records.filter((r) => r.season === '2025-26' && r.home_goals !== null).at(-1)!;
const token = `tok_${randomUUID()}`;

let app: Express;
let auth: string;
let predictionBus: EventBus;
const infras: TestInfra[] = [];

setUpOnce(async () => {
  await requireInfrastructure('gateway', testLogger);
  const { id, namespace } = testNames('promotion');
  const predictionConfig = loadPredictionConfig({ ...process.env, NODE_ENV: 'test', PREDICTION_DB_NAME: testNames('prediction').dbName });
  const experimentConfig = loadExperimentConfig({ ...process.env, NODE_ENV: 'test', EXPERIMENT_DB_NAME: testNames('experiment').dbName });
  const open = async (name: string, dbName: string, topics: readonly EventTopic[]) => {
    const infra = await openTestInfra({ dbName, mongoUri: predictionConfig.MONGODB_URI, kafkaBrokers: predictionConfig.KAFKA_BROKERS, clientId: `${name}-test-${id}`, namespace, topics, logger: testLogger });
    infras.push(infra);
    return infra;
  };
  const predictionInfra = await open('prediction', predictionConfig.PREDICTION_DB_NAME, PREDICTION_TOPICS);
  const experimentInfra = await open('experiment', experimentConfig.EXPERIMENT_DB_NAME, EXPERIMENT_TOPICS);
  const prediction = createPrediction({ config: predictionConfig, logger: testLogger, db: predictionInfra.db, bus: predictionInfra.bus });
  await predictionInfra.db.syncIndexes();
  const experiment = await openExperiment({ config: experimentConfig, logger: testLogger, db: experimentInfra.db, bus: experimentInfra.bus });
  const predictionWorkers = await startPredictionWorkers(prediction);
  predictionInfra.defer(() => predictionWorkers.stop());
  const experimentWorkers = await startExperimentWorkers(experiment);
  experimentInfra.defer(() => experimentWorkers.stop());
  predictionBus = predictionInfra.bus;
  app = createServiceApp({
    name: 'gateway-test',
    logger: testLogger,
    mount: (root) => root.use(createPredictionRouter(prediction), createExperimentRouter(experiment)),
    defaultMetrics: false,
  });
  auth = `Bearer ${issueAdminToken(predictionConfig)}`;

  // The catalog's part: the fixtures, which both read models take from fixtures.upserted.
  for (const season of SEASONS) {
    const fixtures = records.filter((r) => r.season === season);
    for (let i = 0; i < fixtures.length; i += 100) await predictionBus.publish('fixtures.upserted', { data: { season, fixtures: fixtures.slice(i, i + 100) } });
  }
  // The payment service's part: this visitor paid for the target's gameweek.
  await predictionBus.publish('payment.completed', { data: { token_hash: hashSessionToken(token), season: target.season, gameweek: target.gameweek } });
  await waitUntil(async () => (await prediction.repositories.fixtures.findAll()).length === records.length, 90_000, 'the prediction read model filled');
  await waitUntil(async () => (await experiment.repositories.fixtures.findAll()).length === records.length, 90_000, 'the experiment read model filled');
  await request(app).post('/api/admin/recalculate-with-db-metrics').set('Authorization', auth).expect(200);
});
afterAll(async () => {
  for (const infra of infras.reverse()) await infra.close();
});

function expectedGoals(weights: Weights, rounding: Parameters<typeof predictAll>[2]) {
  const all = predictAll(
    records.map((r) => ({ id: r.id, season: r.season, gameweek: r.gameweek, kickoff: r.kickoff, home_team: r.home_team.name, away_team: r.away_team.name, home_goals: r.home_goals, away_goals: r.away_goals })),
    weights,
    rounding,
  );
  const p = all.find((x) => x.fixture_id === target.id)!;
  return { predicted_home_goals: p.predicted_home_goals, display_home_goals: p.display_home_goals, display_away_goals: p.display_away_goals };
}

async function paidPrediction() {
  const response = await request(app).get(`/api/prediction/${target.id}`).set('X-Session-Token', token);
  expect(response.status).toBe(200);
  return response.body as { has_access: boolean; predicted_home_goals: number; display_home_goals: number; display_away_goals: number };
}

describe('promotion from the sandbox to production', () => {
  it('after a poison weights.promoted, promoting a weight set changes the production weights and the paid prediction', async () => {
    const before = await paidPrediction();
    expect(before.has_access).toBe(true);

    const producer = predictionBus.kafka.producer();
    await producer.connect();
    await producer.send({ topic: predictionBus.topicName('weights.promoted'), messages: [{ key: 'production', value: 'this is not an event' }] });
    await producer.disconnect();

    const sets = (await request(app).get('/api/sandbox/weight-sets').set('Authorization', auth)).body as { sandbox_weight_sets: { id: string; name: string; weights: Weights }[] };
    const chosen = sets.sandbox_weight_sets.find((s) => s.id === 'ws-attack-heavy')!;
    const promote = await request(app).post(`/api/sandbox/promote/${chosen.id}`).set('Authorization', auth);
    expect(promote.status).toBe(200);
    expect(promote.body.message).toBe('Weight set "Attack heavy" promoted to production');

    const [letter] = await readDeadLetters(predictionBus, 'weights.promoted', 1);
    expect(letter).toMatchObject({ reason: 'poison', value: 'this is not an event' });

    await waitUntil(async () => (await request(app).get('/api/weights').set('Authorization', auth)).body.H1 === chosen.weights.H1, 60_000, 'the promoted weights in production');
    expect((await request(app).get('/api/weights').set('Authorization', auth)).body).toEqual(chosen.weights);

    // Shown through the rounding in production: on a fresh store the measured default, most-probable rounding.
    const expected = expectedGoals(chosen.weights, 'most_probable');
    expect(expected.predicted_home_goals).not.toBeCloseTo(before.predicted_home_goals, 4);
    await waitUntil(async () => Math.abs((await paidPrediction()).predicted_home_goals - expected.predicted_home_goals) < 1e-5, 90_000, 'the prediction recalculated with the promoted weights');
    expect(await paidPrediction()).toMatchObject({ display_home_goals: expected.display_home_goals, display_away_goals: expected.display_away_goals });
  });

  it('refuses to delete the promoted weight set and the production rounding configuration', async () => {
    expect((await request(app).delete('/api/sandbox/weight-sets/ws-attack-heavy').set('Authorization', auth)).status).toBe(409);
    expect((await request(app).delete('/api/rounding-sandbox/configs/rc-most-probable').set('Authorization', auth)).status).toBe(409);
  });

  it('promoting a rounding configuration recalculates the shown scores with it', async () => {
    const promote = await request(app).post('/api/rounding-sandbox/promote/rc-strong-home-bias').set('Authorization', auth);
    expect(promote.status).toBe(200);
    expect(promote.body.new_code).toContain('home_bias_amount: 0.2,');
    const weights = (await request(app).get('/api/weights').set('Authorization', auth)).body as Weights;
    const parameters = { draw_threshold: 0.25, clear_advantage_threshold: 0.4, clear_advantage_adjustment: 0.3, small_advantage_adjustment: 0, home_bias_enabled: true, home_bias_amount: 0.2 };
    // The shown score under the new rounding, as the engine gives it.
    const expected = expectedGoals(weights, parameters);
    await waitUntil(
      async () => {
        const { last_run } = (await request(app).get('/api/admin/recalculation-status').set('Authorization', auth)).body as { last_run: { reason: string; status: string } | null };
        return last_run?.reason === 'rounding_promoted' && last_run.status === 'completed';
      },
      90_000,
      'the recalculation after the rounding promotion',
    );
    expect(await paidPrediction()).toMatchObject({ display_home_goals: expected.display_home_goals, display_away_goals: expected.display_away_goals });
    expect((await request(app).get('/api/rounding-sandbox/production-config').set('Authorization', auth)).body.id).toBe('rc-strong-home-bias');
  });
});
