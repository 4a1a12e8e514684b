// npm run bench:heavy-work -w @scoreline/bench (also part of this package's npm run bench): whether
// heavy work blocks requests. A benchmark, not a test: it prints its figures and asserts nothing.
//
// npm start's product (services/gateway/src/main.ts with every service in its process, started on fresh databases and
// its own Kafka namespace by libs/test-support's supervisor, as src/soak.ts starts it) is probed
// with GET /api/health and GET /api/fixtures/gameweek/current (the home page's read), each sent every
// PROBE_EVERY_MS (default 50) whether or not the one before has answered, so a blocked event loop
// shows as many slow answers rather than one. Three phases, each printed as p50 / p99 / max per path:
//   0. warm-up: WARMUP_S seconds (default 10) right after the start, printed apart: the first
//      answers fill the caches and the just-started product still settles (read models, JIT);
//   1. idle: IDLE_S seconds (default 20) with nothing else running;
//   2. heavy: a cold matrix job (every weight set × every rounding configuration, on an evaluation
//      cache that has never run) and a recalculation of every prediction, started together; probed
//      until both have finished (at most HEAVY_LIMIT_S, default 600).
// The engine's heavy work runs on its worker-thread pool (libs/engine/src/pool), so the reads should
// not notice it; this prints whether they do.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  matrixJobSchema,
  recalculationAcceptedSchema,
  recalculationStatusSchema,
  startMatrixTestResponseSchema,
} from '@scoreline/contracts';
import { ensureBuilt } from '@scoreline/test-support/build';
import { auth, call, machine, REPO_ROOT, sleep, startSupervisedProduct } from './bench-support.ts';

const settings = z
  .object({
    PROBE_EVERY_MS: z.coerce.number().int().min(5).default(50),
    WARMUP_S: z.coerce.number().int().min(0).default(10),
    IDLE_S: z.coerce.number().int().min(5).default(20),
    HEAVY_LIMIT_S: z.coerce.number().int().min(30).default(600),
  })
  .parse(process.env);

const note = (message: string) => process.stderr.write(`heavy-work bench: ${message}\n`);
const PATHS = ['/api/health', '/api/fixtures/gameweek/current'] as const;

interface Probe {
  /** Milliseconds per answered request, by path. */
  readonly ms: Map<string, number[]>;
  /** Answers that were not 200, and requests that failed, by path. */
  readonly failed: Map<string, number>;
  stop(): Promise<void>;
}

/** Sends each path every PROBE_EVERY_MS, not waiting for the answer before (open loop). */
function probe(site: string): Probe {
  const ms = new Map<string, number[]>(PATHS.map((p) => [p, []]));
  const failed = new Map<string, number>(PATHS.map((p) => [p, 0]));
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    for (const target of PATHS) {
      const t0 = performance.now();
      const request = fetch(`${site}${target}`, { signal: AbortSignal.timeout(30_000) })
        .then(async (answer) => {
          await answer.arrayBuffer();
          if (answer.status === 200) ms.get(target)!.push(performance.now() - t0);
          else failed.set(target, failed.get(target)! + 1);
        })
        .catch(() => {
          failed.set(target, failed.get(target)! + 1);
        })
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
  }, settings.PROBE_EVERY_MS);
  return {
    ms,
    failed,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function rows(phase: string, result: Probe): string[] {
  return PATHS.map((target) => {
    const sorted = [...result.ms.get(target)!].sort((a, b) => a - b);
    const cells = [phase, target, String(sorted.length), String(result.failed.get(target)), ...[0.5, 0.99].map((q) => quantile(sorted, q).toFixed(1)), (sorted.at(-1) ?? Number.NaN).toFixed(1)];
    return `| ${cells.join(' | ')} |`;
  });
}

note('building the shell and the remotes when missing or stale (the product serves the site)');
await ensureBuilt(
  ['shell', 'remotes/predictions', 'remotes/blog', 'remotes/admin', 'remotes/sandbox', 'remotes/rounding', 'remotes/cross-sandbox'].map((app) => ({
    appDir: path.join(REPO_ROOT, app),
  })),
);
note("starting npm start's product on fresh databases and waiting for every current prediction");
const product = await startSupervisedProduct({
  name: 'heavy-work-bench',
  // The probe is one client IP sending 40 requests a second: above the per-IP limit otherwise.
  env: { GATEWAY_RATE_LIMIT_PER_MINUTE: String(100_000), STRIPE_SECRET_KEY: `sk_test_heavy${randomBytes(12).toString('hex')}` },
});
const site = product.url;
const output: string[] = [];
try {
  note(`warm-up: probing for ${settings.WARMUP_S} s`);
  const warmUp = probe(site);
  await sleep(settings.WARMUP_S * 1000);
  await warmUp.stop();
  note(`idle: probing for ${settings.IDLE_S} s`);
  const idle = probe(site);
  await sleep(settings.IDLE_S * 1000);
  await idle.stop();
  const idleLoad = machine();

  note('heavy: a cold matrix job and a recalculation, probing until both finish');
  const heavy = probe(site);
  const began = performance.now();
  const headers = { ...auth, 'Content-Type': 'application/json' };
  const [job, recalculation] = await Promise.all([
    call(`${site}/api/cross-sandbox/start-matrix-test`, startMatrixTestResponseSchema, { method: 'POST', headers, body: '{}' }),
    call(`${site}/api/admin/recalculate`, recalculationAcceptedSchema, { method: 'POST', headers, body: '{}' }),
  ]);
  let combinations = 0;
  let matrixDone = false;
  let recalculationDone = false;
  let matrixMs = 0;
  let recalculationMs = 0;
  while (!(matrixDone && recalculationDone)) {
    if (performance.now() - began > settings.HEAVY_LIMIT_S * 1000) throw new Error(`the heavy work did not finish within ${settings.HEAVY_LIMIT_S} s`);
    await sleep(500);
    if (!matrixDone) {
      const status = await call(`${site}/api/cross-sandbox/job-status/${job.job_id}`, matrixJobSchema, { headers: auth });
      combinations = status.total_combinations;
      if (status.status === 'failed') throw new Error(`the matrix job failed: ${status.error}`);
      if (status.status === 'completed') [matrixDone, matrixMs] = [true, performance.now() - began];
    }
    if (!recalculationDone) {
      const status = await call(`${site}/api/admin/recalculation-status?correlation_id=${encodeURIComponent(recalculation.correlation_id)}`, recalculationStatusSchema, { headers: auth });
      if (status.last_run?.status === 'failed') throw new Error('the recalculation failed');
      if (status.last_run?.status === 'completed') [recalculationDone, recalculationMs] = [true, performance.now() - began];
    }
  }
  await heavy.stop();
  output.push(
    `heavy work: a cold matrix job of ${combinations} combinations (${(matrixMs / 1000).toFixed(1)} s) and a recalculation of every prediction (${(recalculationMs / 1000).toFixed(1)} s), started together`,
    `probe: each path every ${settings.PROBE_EVERY_MS} ms, open loop; idle at ${idleLoad}, heavy at ${machine()}`,
    '',
    '| phase | path | answered | failed | p50 ms | p99 ms | max ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows('warm-up', warmUp),
    ...rows('idle', idle),
    ...rows('heavy', heavy),
  );
} finally {
  await product.stop();
}
console.log(output.join('\n'));
