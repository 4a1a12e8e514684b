// npm run bench (part of it): how soon queued work starts after the broker comes back
// (docs/engineering.md, "Events"; target ≤ 5 s). A broker of its own (test-support
// startPrivateKafka, so the run's shared broker is untouched) and the prediction workers on it;
// after a first recalculation the broker is stopped for BROKER_DOWN_S seconds (default 15, long
// enough for the consumers to back off) and started again, and then, per restart:
//   accepted   broker healthy again → POST /api/admin/recalculate's publish succeeds (asked every 100 ms)
//   requested  → the status shows that request (what the admin panel sees)
//   started    broker healthy again → the worker has started that run (status running or completed)
import { randomUUID } from 'node:crypto';
import { connectDb } from '@scoreline/db';
import { createEventBus, requestPublisher } from '@scoreline/events';
import { createLogger } from '@scoreline/service-kit';
import { startPrivateKafka } from '@scoreline/test-support';
import { loadEplMatches, toFixtureRecord } from '@scoreline/epl-data';
import { loadPredictionConfig } from '../src/config.ts';
import { createPrediction } from '../src/context.ts';
import { fromRecord } from '../src/domain/fixture.ts';
import { requestRecalculation } from '../src/use-cases/request-recalculation.ts';
import { PREDICTION_TOPICS, startWorkers } from '../src/workers/index.ts';

const TARGET_MS = 5000;
const RESTARTS = Number(process.env.BROKER_RESTARTS ?? 2);
const DOWN_MS = Number(process.env.BROKER_DOWN_S ?? 15) * 1000;
const logger = createLogger({ name: 'prediction-bench-broker-restart', level: (process.env.BENCH_LOG_LEVEL as 'warn' | undefined) ?? 'silent' });
const id = randomUUID().slice(0, 8);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log('broker restart → queued work (a private Kafka on free ports; takes about a minute)');
const kafka = await startPrivateKafka();
const config = loadPredictionConfig({ ...process.env, KAFKA_BROKERS: kafka.brokers.join(','), PREDICTION_DB_NAME: `prediction_bench_restart_${id}` });
const db = await connectDb({ dbName: config.PREDICTION_DB_NAME, uri: config.MONGODB_URI, logger, attempts: 1 }).catch(async (error: unknown) => {
  console.error(`bench needs the store at ${config.MONGODB_URI}: npm run infra:up. ${String(error)}`);
  await kafka.close();
  process.exit(1);
});
const bus = createEventBus({ clientId: `prediction-bench-${id}`, brokers: config.KAFKA_BROKERS, logger, namespace: `bench-restart-${id}.`, topics: PREDICTION_TOPICS });
let failed = false;
try {
  await bus.start();
  const context = createPrediction({ config, logger, db, bus });
  const workers = await startWorkers(context);
  const fixtures = loadEplMatches()
    .filter((m) => m.season === '2025-26')
    .slice(0, 100)
    .map((m) => fromRecord(toFixtureRecord(m)));
  await context.repositories.fixtures.saveChanged(fixtures, new Date());
  const deps = {
    fixtures: context.repositories.fixtures,
    recalculationRuns: context.repositories.recalculationRuns,
    publisher: requestPublisher(bus),
    logger,
    clock: context.clock,
  };
  const request = async (): Promise<string | null> => {
    const correlationId = `bench-${randomUUID()}`;
    try {
      await requestRecalculation({ reason: 'admin_request', correlationId }, deps);
      return correlationId;
    } catch {
      return null;
    }
  };
  const waitFor = async (test: () => Promise<boolean>, what: string, limitMs = 90_000): Promise<number> => {
    const start = performance.now();
    while (!(await test().catch(() => false))) {
      if (performance.now() - start > limitMs) throw new Error(`gave up waiting: ${what}`);
      await sleep(50);
    }
    return performance.now();
  };
  const runOf = (correlationId: string) => async () => {
    const run = await context.repositories.recalculationRuns.latest();
    return run?.correlation_id === correlationId ? run.status : null;
  };

  const first = await request();
  if (!first) throw new Error('the first recalculation was refused');
  await waitFor(async () => (await runOf(first)()) === 'completed', 'the first run');

  const rows: { accepted: number; requested: number; started: number }[] = [];
  for (let restart = 0; restart < RESTARTS; restart += 1) {
    await kafka.down();
    await sleep(DOWN_MS);
    await kafka.up();
    const up = performance.now();
    let correlationId: string | null = null;
    const accepted = await waitFor(async () => (correlationId = await request()) !== null, 'the request accepted');
    const cid = correlationId as unknown as string;
    const requested = await waitFor(async () => (await runOf(cid)()) !== null, 'the status showing the request');
    const started = await waitFor(async () => ['running', 'completed'].includes((await runOf(cid)()) ?? ''), 'the run started');
    await waitFor(async () => (await runOf(cid)()) === 'completed', 'the run completed');
    rows.push({ accepted: accepted - up, requested: requested - accepted, started: started - up });
  }
  console.log(`broker down ${DOWN_MS / 1000} s, then up (target: work starts ≤ ${TARGET_MS} ms after the broker is healthy):`);
  for (const [index, row] of rows.entries()) {
    console.log(
      `  restart ${index + 1}: request accepted ${Math.round(row.accepted)} ms after the broker was up, status "requested" ${Math.round(row.requested)} ms after the 202, worker started the run ${Math.round(row.started)} ms after the broker was up`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.started));
  console.log(worst <= TARGET_MS ? `worst ${Math.round(worst)} ms: within the target` : `worst ${Math.round(worst)} ms: OVER the ${TARGET_MS} ms target`);
  await workers.stop();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await bus.stop().catch(() => undefined);
  await db.connection.dropDatabase().catch(() => undefined);
  await db.close();
  await kafka.close();
}
process.exit(failed ? 1 : 0);
