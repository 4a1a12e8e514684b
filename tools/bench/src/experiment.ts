// npm run bench:experiment -w @scoreline/bench (also the last part of this package's npm run bench):
// the experiment service's figures through HTTP on a running stack, on the real broker and store
// (npm run infra:up), loopback only. Prints; asserts nothing.
//
// The stack: the gateway app (services/gateway's createApp) listening on 127.0.0.1:8500 (or BENCH_PORT) with the
// prediction and experiment services mounted and their workers running, as `npm start` runs them,
// each on a fresh database and every event bus on its own Kafka namespace; the real 2022-23 …
// 2026-27 fixtures arrive as fixtures.upserted (the catalog's part) and a payment.completed unlocks
// the last fixture's gameweek (the payment service's part). Then, each call timed from request to
// answer (targets ≤ 1 s), the first one including the evaluation context's metric pass:
//   1. POST /api/sandbox/batch-test-weights: 13 weight sets (production + the 12 seeded) × 4 seasons
//   2. POST /api/rounding-sandbox/batch-test: the 8 seeded configurations
//   3. POST /api/sandbox/experiments: one full season (2024-25, GW1-38)
//   4. POST /api/sandbox/promote/{id} → GET /api/prediction/{last fixture} (paid) shows the
//      prediction recalculated with the promoted weights (target ≤ 3 s).
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import {
  batchWeightTestResponseSchema,
  DEFAULT_ROUNDING_PARAMETERS,
  eventTopicNames,
  experimentSchema,
  type FixtureRecord,
  predictionResponseSchema,
  promoteWeightSetResponseSchema,
  roundingBatchResponseSchema,
  weightSetsResponseSchema,
} from '@scoreline/contracts';
import { predictAll } from '@scoreline/engine';
import { loadEplMatches, toFixtureRecord } from '@scoreline/epl-data';
import { deleteTopics } from '@scoreline/events';
import { startEmbeddedExperiment } from '@scoreline/service-experiment';
import { createAdminPasswordBudget, createLogger, DEV_ADMIN_PASSWORD_HASH, LOG_LEVELS, type LogLevel, DEV_JWT_SECRET, hashSessionToken, issueAdminToken } from '@scoreline/service-kit';
import { startEmbeddedPrediction } from '@scoreline/service-prediction';
import { createApp } from '@scoreline/gateway';

const PORT = Number(process.env.BENCH_PORT ?? 8500);
const id = randomUUID().slice(0, 8);
const namespace = `bench-experiment-${id}.`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'development',
  PREDICTION_DB_NAME: `experiment_bench_${id}_prediction`,
  EXPERIMENT_DB_NAME: `experiment_bench_${id}_experiment`,
};
// The services log at info so that the recalculation's steps (steps_ms of "predictions
// recalculated") can be printed with the promote figure; only lines at BENCH_LOG_LEVEL (default
// warn) or more severe reach stdout.
const shownLevel = LOG_LEVELS.find((level) => level === process.env.BENCH_LOG_LEVEL) ?? 'warn';
const recalculationSteps = new Map<string, Record<string, number>>();
const logger = createLogger({
  name: 'experiment-bench',
  level: 'info',
  destination: {
    write(line: string) {
      const entry = JSON.parse(line) as { level: string; msg?: string; correlation_id?: string; steps_ms?: Record<string, number> };
      if (entry.msg === 'predictions recalculated' && entry.correlation_id && entry.steps_ms) recalculationSteps.set(entry.correlation_id, entry.steps_ms);
      if (LOG_LEVELS.indexOf(entry.level as LogLevel) <= LOG_LEVELS.indexOf(shownLevel)) process.stdout.write(line);
    },
  },
});
const secrets = { JWT_SECRET: process.env.JWT_SECRET ?? DEV_JWT_SECRET, ADMIN_PASSWORD_HASH: process.env.ADMIN_PASSWORD_HASH ?? DEV_ADMIN_PASSWORD_HASH };
const auth = { Authorization: `Bearer ${issueAdminToken(secrets)}` };
const base = `http://127.0.0.1:${PORT}`;
const sessionToken = `bench_${randomUUID()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value)} ms`;

async function call<T>(method: string, path: string, schema: { parse(value: unknown): T }, body?: unknown, headers: Record<string, string> = auth): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await response.json();
  const elapsed = performance.now() - t0;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return { value: schema.parse(json), ms: elapsed };
}

async function until<T>(what: string, limitMs: number, check: () => Promise<T | undefined>, intervalMs = 20): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
    await sleep(intervalMs);
  }
}

const records: FixtureRecord[] = loadEplMatches().map(toFixtureRecord);
const last = records.at(-1)!;

const prediction = await startEmbeddedPrediction({ env, logger, eventsNamespace: namespace }).catch((error: unknown) => {
  console.error(`bench needs Kafka and the store (npm run infra:up): ${String(error)}`);
  process.exit(1);
});
const experiment = await startEmbeddedExperiment({ env, logger, eventsNamespace: namespace });
const app = createApp({
  logger,
  checks: {},
  auth: secrets,
  passwordBudget: createAdminPasswordBudget(),
  edge: { corsOrigins: [], rateLimitPerMinute: 1_000_000, adminTokenTtlSeconds: 3600 },
  services: [prediction.router, experiment.router],
  defaultMetrics: false,
});
const server = await new Promise<Server>((resolve, reject) => {
  const s = app.listen(PORT, '127.0.0.1', () => resolve(s));
  s.once('error', reject);
});

let failed = false;
try {
  console.log(`experiment bench: gateway on ${base} with prediction and experiment mounted (fresh databases, Kafka namespace ${namespace}); load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  const bus = prediction.context.bus;
  let t0 = performance.now();
  const seasons = [...new Set(records.map((r) => r.season))];
  for (const season of seasons) {
    const fixtures = records.filter((r) => r.season === season);
    for (let i = 0; i < fixtures.length; i += 100) await bus.publish('fixtures.upserted', { data: { season, fixtures: fixtures.slice(i, i + 100) } });
  }
  await bus.publish('payment.completed', { data: { token_hash: hashSessionToken(sessionToken), season: last.season, gameweek: last.gameweek } });
  await until('both read models filled', 600_000, async () => {
    const [p, e] = await Promise.all([prediction.context.repositories.fixtures.findAll(), experiment.context.repositories.fixtures.findAll()]);
    return p.length === records.length && e.length === records.length ? true : undefined;
  });
  console.log(`setup: ${records.length} fixtures in both read models in ${ms(performance.now() - t0)} (not measured below)`);
  await call('POST', '/api/admin/recalculate-with-db-metrics', { parse: (v) => v });

  // 1. Batch weight test, cold (the metric pass) then warm.
  for (const run of ['first', 'again']) {
    const { value, ms: took } = await call('POST', '/api/sandbox/batch-test-weights', batchWeightTestResponseSchema);
    const seasonCount = Object.keys(value.results[0]!.by_season).length;
    console.log(`batch-test-weights, ${run}: ${ms(took)} for ${value.total_weight_sets_tested} sets × ${seasonCount} seasons, ${value.total_fixtures_tested} fixtures (target ≤ 1 s)`);
  }
  // 2. Rounding batch test.
  const rounding = await call('POST', '/api/rounding-sandbox/batch-test', roundingBatchResponseSchema);
  console.log(`rounding batch-test: ${ms(rounding.ms)} for ${rounding.value.results.length} configs × ${rounding.value.total_fixtures_tested} fixtures (target ≤ 1 s)`);
  // 3. One full-season experiment.
  const sets = await call('GET', '/api/sandbox/weight-sets', weightSetsResponseSchema);
  const chosen = sets.value.sandbox_weight_sets.find((s) => s.id === 'ws-attack-heavy')!;
  const run = await call('POST', '/api/sandbox/experiments', experimentSchema, { name: 'Bench full season', weight_set_id: chosen.id, test_season: 2024, gameweek_start: 1, gameweek_end: 38 });
  console.log(`experiment (2024-25 GW1-38): ${ms(run.ms)} for ${run.value.accuracy_results.total} fixtures, stored with its predictions (target ≤ 1 s)`);
  // 4. Promote → the last prediction rewritten.
  const expected = predictAll(
    records.map((r) => ({ id: r.id, season: r.season, gameweek: r.gameweek, kickoff: r.kickoff, home_team: r.home_team.name, away_team: r.away_team.name, home_goals: r.home_goals, away_goals: r.away_goals })),
    chosen.weights,
    DEFAULT_ROUNDING_PARAMETERS,
  ).find((p) => p.fixture_id === last.id)!;
  // The stages along the way, read from the prediction service's own store (it runs in this
  // process): the promotion applied to the settings, the recalculation run started and finished.
  const { settings, recalculationRuns } = prediction.context.repositories;
  const stages: { applied?: number; started?: number; finished?: number; runMs?: number; correlationId?: string } = {};
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const [current, run] = await Promise.all([settings.get(), recalculationRuns.latest()]);
      const now = performance.now();
      if (stages.applied === undefined && current.weights_source.kind === 'promotion' && current.weights_source.id === chosen.id) stages.applied = now;
      if (stages.applied !== undefined && run?.reason === 'weights_promoted') {
        stages.started ??= now;
        if (run.status === 'completed' && stages.finished === undefined) {
          stages.finished = now;
          stages.runMs = run.result?.duration_ms;
          stages.correlationId = run.correlation_id;
        }
      }
      // Coarse enough not to load the store the run is writing to (the stages are read to ±50 ms).
      await sleep(50);
    }
  })();
  t0 = performance.now();
  const promote = await call('POST', `/api/sandbox/promote/${chosen.id}`, promoteWeightSetResponseSchema);
  const rewritten = await until('the last prediction rewritten', 180_000, async () => {
    const { value } = await call('GET', `/api/prediction/${last.id}`, predictionResponseSchema, undefined, { 'X-Session-Token': sessionToken });
    return value.predicted_home_goals != null && Math.abs(value.predicted_home_goals - expected.predicted_home_goals) < 1e-5 ? performance.now() : undefined;
    // Every 100 ms: reads every 20 ms competed with the run's writes for the store's connections
    // (the same 1,900 rewrites took 1.4 s in the migration run before and 3.6 s under the polling).
  }, 100);
  // The run is finished after the last prediction is written (its status and steps come after).
  await until('the recalculation run finished', 60_000, async () => (stages.finished === undefined ? undefined : true)).catch(() => undefined);
  watching = false;
  await watch;
  console.log(`promote → last prediction rewritten (${last.home_team.name} v ${last.away_team.name}, ${last.season}): ${ms(rewritten - t0)} (promote answered in ${ms(promote.ms)}; target ≤ 3 s)`);
  const at = (value: number | undefined) => (value === undefined ? 'not seen' : ms(value - t0));
  console.log(
    `  stages from the promote request: answered ${ms(promote.ms)}; weights.promoted applied to the production settings ${at(stages.applied)}; ` +
      `recalculation started ${at(stages.started)}; finished ${at(stages.finished)} (run ${stages.runMs === undefined ? '?' : ms(stages.runMs)}); prediction read back ${ms(rewritten - t0)}`,
  );
  const runSteps = stages.correlationId ? recalculationSteps.get(stages.correlationId) : undefined;
  if (runSteps) {
    const [slowest] = Object.entries(runSteps).sort(([, a], [, b]) => b - a);
    console.log(`  the run's steps: ${Object.entries(runSteps).map(([name, value]) => `${name} ${ms(value)}`).join(', ')}; slowest: ${slowest?.[0]}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await new Promise((resolve) => server.close(resolve));
  await prediction.context.db.connection.dropDatabase().catch(() => undefined);
  await experiment.context.db.connection.dropDatabase().catch(() => undefined);
  await experiment.stop();
  await prediction.stop();
  // The bus is stopped; its kafkajs client still names the brokers for a fresh admin connection.
  const bus = prediction.context.bus;
  const admin = bus.kafka.admin();
  await admin.connect();
  await deleteTopics(admin, eventTopicNames.flatMap((t) => [bus.topicName(t), `${bus.topicName(t)}.dlq`])).catch(() => undefined);
  await admin.disconnect();
}
process.exit(failed ? 1 : 0);
