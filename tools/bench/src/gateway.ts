// npm run bench (turbo, from the root; or `npm run bench:gateway -w @scoreline/bench`): the gateway's
// figures on the real broker and store (npm run infra:up), loopback only. Prints; asserts nothing
// (docs/engineering.md: speed is measured in benchmarks, never asserted in tests).
//
//   1. refresh → predictions: POST /api/refresh/season/{2022..2026} (admin bearer) on empty
//      databases, the catalog's provider being a local HTTP server with the shared openfootball
//      files (CATALOG_BOOTSTRAP=off, so nothing is ingested at start), until the prediction
//      service has written the prediction of every fixture (target ≤ 10 s);
//   2. POST /api/admin/recalculate until its run is finished (target ≤ 2 s), and the same after a
//      weight change, when every prediction is rewritten;
//   3. GET /api/fixtures/gameweek/current with autocannon, 100 connections for 10 s (target
//      ≥ 3,000 req/s, p99 ≤ 30 ms), with the normal info logging and at warn;
//   4. GET /api/track-record the same way at warn (precomputed on grading, one document a request).
//
// The gateway runs in a child process (src/gateway-process.ts) so that the load generator and
// the polling never share its event loop. BENCH_CPU_PROF=1 writes its V8 CPU profile (a
// .cpuprofile for Chrome DevTools or speedscope) into $TMPDIR/gateway-bench-profiles.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import {
  fixtureDiagnosticsSchema,
  recalculationStatusSchema,
  refreshAcceptedSchema,
  refreshStatusSchema,
  SEASON_START_YEARS,
} from '@scoreline/contracts';
import { auth, BENCH_PROFILE_DIR, call, machine, requireOpenfootball, seconds, sleep, startBenchGateway, startProvider, timeUnchangedRecalculation, timeWeightChangeRecalculation, until } from './bench-support.ts';

const SEASONS = SEASON_START_YEARS;
const RATE_LIMIT = 10_000_000;
const NORMAL_RATE_LIMIT = 1200;
const id = randomUUID().slice(0, 8);
requireOpenfootball('2026-27', '');

const provider = await startProvider();
const bench = await startBenchGateway({ id, name: 'gateway-bench', provider: provider.url, rateLimit: RATE_LIMIT });
const { ports, infoLog } = bench;
const gateway = `http://127.0.0.1:${ports.info}`;

try {
  console.log(
    `gateway bench: the gateway's app in its own process with catalog, prediction, payment and blog mounted and their workers running ` +
      `(fresh databases, Kafka namespace bench-gateway-${id}.); per-IP rate limit raised from ${NORMAL_RATE_LIMIT} to ` +
      `${RATE_LIMIT.toLocaleString('en-GB')} requests/min for the run (one client IP with 100 connections is what it exists to stop); ` +
      `${machine()}`,
  );

  // 1. Refresh of five seasons on empty databases, until every prediction is written.
  const began = performance.now();
  for (const season of SEASONS) {
    await call(`${gateway}/api/refresh/season/${season}`, refreshAcceptedSchema, { method: 'POST', headers: auth });
  }
  const stored = await until('the refresh of five seasons', 120_000, async () => {
    const status = await call(`${gateway}/api/refresh/status`, refreshStatusSchema);
    const progress = SEASONS.map((season) => status.progress[String(season)]);
    if (progress.some((season) => season?.status === 'error')) throw new Error(`refresh failed: ${status.error}`);
    return progress.every((season) => season?.status === 'completed') ? performance.now() : undefined;
  });
  const { summary } = await call(`${gateway}/api/diagnostics/fixtures`, fixtureDiagnosticsSchema, { headers: auth });
  const fixtures = summary.total_fixtures;
  const [written, predicted] = await until('the predictions of every fixture', 120_000, async () => {
    const { last_run: run } = await call(`${gateway}/api/admin/recalculation-status`, recalculationStatusSchema, { headers: auth });
    return run?.status === 'completed' && run.result?.processed === fixtures
      ? ([performance.now(), run.result.successful_predictions] as const)
      : undefined;
  });
  const visible = await until('the predictions in the catalog (what the site shows)', 60_000, async () => {
    const { summary: now } = await call(`${gateway}/api/diagnostics/fixtures`, fixtureDiagnosticsSchema, { headers: auth });
    return now.predictions_with_metrics === predicted ? performance.now() : undefined;
  });
  console.log(`refresh→predictions (5 seasons, ${fixtures} fixtures): ${seconds(written - began)} (target ≤ 10 s)`);
  console.log(
    `  fixtures stored ${seconds(stored - began)}; last prediction written ${seconds(written - began)} ` +
      `(${predicted} predicted); all shown by the catalog ${seconds(visible - began)}`,
  );

  /** The run's steps as the prediction service logged them (info log), slowest named, to see where the time goes. */
  function steps(correlationId: string): string {
    const line = readFileSync(infoLog, 'utf8')
      .split('\n')
      .find((l) => l.includes('"msg":"predictions recalculated"') && l.includes(`"correlation_id":"${correlationId}"`));
    const logged = line ? (JSON.parse(line) as { steps_ms?: Record<string, number> }).steps_ms : undefined;
    if (!logged) return 'steps not logged';
    const [slowest] = Object.entries(logged).sort(([, a], [, b]) => b - a);
    return `steps ${Object.entries(logged).map(([name, value]) => `${name} ${value} ms`).join(', ')}; slowest: ${slowest?.[0]}`;
  }
  // 2. Recalculation of every prediction, end to end (request → the run finished).
  const unchanged = await timeUnchangedRecalculation(gateway, infoLog);
  console.log(
    `recalculation of all predictions (${unchanged.result.processed} fixtures): ${seconds(unchanged.ms)} (target ≤ 2 s)` +
      ` — run ${seconds(unchanged.result.duration_ms)}, ${unchanged.result.updated} rewritten`,
  );
  console.log(`  waited ${seconds(unchanged.ms - unchanged.result.duration_ms)} for the worker; ${steps(unchanged.correlationId)}`);
  const changed = await timeWeightChangeRecalculation(gateway, infoLog);
  console.log(
    `recalculation after a weight change (every prediction rewritten): ${seconds(changed.ms)} (target ≤ 2 s)` +
      ` — run ${seconds(changed.result.duration_ms)}, ${changed.result.updated} rewritten`,
  );
  console.log(`  waited ${seconds(changed.ms - changed.result.duration_ms)} for the worker; ${steps(changed.correlationId)}`);

  // 3. The public gameweek list under load, at both log levels. First, unloaded: one request
  // right after the catalog's cached answer expired (GAMEWEEK_CACHE_TTL_MS, 2 s: it is computed
  // again from the store while the request waits) and one straight after (served from the cache).
  const gameweekUrl = `http://127.0.0.1:${ports.warn}/api/fixtures/gameweek/current`;
  const timed = async () => {
    const t0 = performance.now();
    await (await fetch(gameweekUrl)).arrayBuffer();
    return performance.now() - t0;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    await sleep(2100);
    cold.push(await timed());
    warm.push(await timed());
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `GET /api/fixtures/gameweek/current unloaded: ${median(cold).toFixed(1)} ms when the catalog's 2 s cache has expired, ` +
      `${median(warm).toFixed(1)} ms from the cache (medians of 5)`,
  );
  for (const [level, port] of [['info', ports.info], ['warn', ports.warn]] as const) {
    const url = `http://127.0.0.1:${port}/api/fixtures/gameweek/current`;
    await autocannon({ url, connections: 10, duration: 2 });
    const result = await autocannon({ url, connections: 100, duration: 10 });
    console.log(
      `GET /api/fixtures/gameweek/current via the gateway, LOG_LEVEL=${level}, 100 connections, 10 s: ` +
        `${Math.round(result.requests.average)} req/s (target ≥ 3,000), p99 ${result.latency.p99} ms (target ≤ 30 ms), ` +
        `p50 ${result.latency.p50} ms, ${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors; ${machine()}`,
    );
  }

  // 4. The public track record, precomputed when matches are graded (after the recalculations
  // above): one stored document read per request, nothing aggregated.
  const trackRecordUrl = `http://127.0.0.1:${ports.warn}/api/track-record`;
  await until('the graded track record', 60_000, async () => {
    const body = (await (await fetch(trackRecordUrl)).json()) as { backtest?: { model?: { matches?: number } } };
    return (body.backtest?.model?.matches ?? 0) > 0 ? true : undefined;
  });
  await autocannon({ url: trackRecordUrl, connections: 10, duration: 2 });
  const trackRecord = await autocannon({ url: trackRecordUrl, connections: 100, duration: 10 });
  console.log(
    `GET /api/track-record via the gateway, LOG_LEVEL=warn, 100 connections, 10 s: ${Math.round(trackRecord.requests.average)} req/s, ` +
      `p99 ${trackRecord.latency.p99} ms, p50 ${trackRecord.latency.p50} ms, ${trackRecord.requests.total} requests, ` +
      `${trackRecord.non2xx} non-2xx, ${trackRecord.errors} errors; ${machine()}`,
  );
} finally {
  await bench.stop();
  provider.close();
  rmSync(infoLog, { force: true });
  if (process.env.BENCH_CPU_PROF) console.log(`CPU profile of the bench gateway: ${BENCH_PROFILE_DIR}`);
}
