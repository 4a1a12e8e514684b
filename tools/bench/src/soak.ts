// npm run bench (tools/bench), or `npm run bench:soak -w @scoreline/bench`: the soak (the product
// under minutes of mixed traffic, below). A benchmark, not a test: it prints its figures and
// asserts nothing (docs/engineering.md).
//
// npm start's product (services/gateway/src/main.ts with every service in its process and the built site, started by
// libs/test-support/src/real-gateway-supervisor.ts on fresh databases and its own Kafka namespace, as src/site.ts
// starts it) under mixed public traffic on loopback for SOAK_DURATION_S seconds (default 300) at
// SOAK_RATE requests/s (default 500) over SOAK_CONNECTIONS connections (default 50), made with autocannon: the home page's API and built HTML, a
// fixture page (HTML and its prediction), the blog list and a post (HTML and API); beside it a
// purchase every SOAK_PURCHASE_EVERY_S seconds (default 3): POST /api/payment/create-session
// against stripe-mock (STRIPE_SECRET_KEY set, so the real Stripe SDK calls STRIPE_API_BASE).
//
// Prints: requests by kind, errors, timeouts and non-2xx answers, latency p50/p99, and the gateway
// process's resident memory (VmRSS) at minute one (SOAK_BASELINE_S, default 60 s, or half of a
// shorter run) and at the end with their ratio (goal: within 10 %), beside its V8 heap in use (the
// operator /metrics) to tell a leak from the collector's rhythm, with the machine's load average. A quick
// run: SOAK_DURATION_S=30 npm run bench:soak -w @scoreline/bench.
//
// The supervisor holds /tmp/scoreline-e2e-gateway.lock, so the soak queues behind browser-test
// gateways (and they behind it): one such load at a time on a small machine.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { blogPostListResponseSchema, createCheckoutSessionResponseSchema, gameweekResponseSchema } from '@scoreline/contracts';
import { ensureBuilt } from '@scoreline/test-support/build';
import { startSupervisedProduct, type SupervisedProduct } from './bench-support.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

// The knobs, validated like every other setting (a typo must not soak for the default 5 minutes).
const settings = z
  .object({
    SOAK_DURATION_S: z.coerce.number().int().min(10).default(300),
    SOAK_RATE: z.coerce.number().int().min(1).default(500),
    SOAK_CONNECTIONS: z.coerce.number().int().min(1).default(50),
    SOAK_PURCHASE_EVERY_S: z.coerce.number().min(0.5).default(3),
    SOAK_BASELINE_S: z.coerce.number().min(1).optional(),
  })
  .parse(process.env);
const durationS = settings.SOAK_DURATION_S;
const baselineS = settings.SOAK_BASELINE_S ?? Math.min(60, durationS / 2);

const note = (message: string) => process.stderr.write(`soak bench: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
const load = () => loadavg().map((value) => value.toFixed(1)).join(' / ');

// --- the product --------------------------------------------------------------------------------

/** Resident memory of a process in KiB (VmRSS), as the kernel counts it. */
function residentKib(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
}

/**
 * The gateway's operator listener (a free port under the supervisor), from its "gateway ready" log
 * line: /metrics there gives the V8 heap beside the kernel's resident count.
 */
function operatorUrlOf(logFile: string): string {
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"msg":"gateway ready"')) continue;
    const port = (JSON.parse(line) as { operator?: { port?: number } }).operator?.port;
    if (port) return `http://127.0.0.1:${port}`;
  }
  throw new Error(`no "gateway ready" line with the operator address in ${logFile}`);
}

/** The V8 heap in use (prom-client's nodejs_heap_size_used_bytes) in KiB. */
async function heapUsedKib(operatorUrl: string): Promise<number> {
  const metrics = await (await fetch(`${operatorUrl}/metrics`)).text();
  // Every series carries the process's default label: nodejs_heap_size_used_bytes{service="gateway"} 1234
  const line = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? ([\d.e+-]+)$/m.exec(metrics);
  if (!line) throw new Error('no nodejs_heap_size_used_bytes in /metrics');
  return Number(line[1]) / 1024;
}

async function startProduct(): Promise<SupervisedProduct> {
  return startSupervisedProduct({
    name: 'soak-bench',
    env: {
      // stripe-mock takes any test key: create-session then goes through the Stripe SDK to it.
      STRIPE_SECRET_KEY: `sk_test_soak${randomBytes(12).toString('hex')}`,
      // One client IP sends everything: the per-IP limit (1,200/min in production) would stop it.
      GATEWAY_RATE_LIMIT_PER_MINUTE: String(settings.SOAK_RATE * 60 * 4),
    },
  });
}

// --- the run ------------------------------------------------------------------------------------

note('building the shell and the remotes the pages name when missing or stale');
await ensureBuilt(
  ['shell', 'remotes/predictions', 'remotes/blog', 'remotes/admin', 'remotes/sandbox', 'remotes/rounding', 'remotes/cross-sandbox'].map(
    (app) => ({ appDir: path.join(REPO_ROOT, app) }),
  ),
);
note('starting npm start\'s product (src/main.ts, fresh databases) and waiting until the current gameweek can be bought');
const product = await startProduct();
const site = product.url;

/** Kinds of request by name: counted and checked separately, so a failing one is named. */
interface Kind {
  readonly name: string;
  readonly paths: readonly string[];
  /** In one cycle of a connection's requests, how many are of this kind. */
  readonly weight: number;
  sent: number;
  failed: Map<number, number>;
}

try {
  const gameweek = gameweekResponseSchema.parse(await (await fetch(`${site}/api/fixtures/gameweek/current`)).json());
  const fixtureIds = gameweek.fixtures.map((fixture) => fixture.fixture_id);
  const { posts } = blogPostListResponseSchema.parse(await (await fetch(`${site}/api/blog/posts`)).json());
  const slugs = posts.map((post) => post.slug);
  const kinds: Kind[] = [
    { name: 'home API (gameweek/current)', paths: ['/api/fixtures/gameweek/current'], weight: 3 },
    { name: 'home page HTML', paths: ['/'], weight: 1 },
    { name: 'fixture page HTML', paths: fixtureIds.map((id) => `/fixture/${id}`), weight: 1 },
    { name: 'fixture API (prediction)', paths: fixtureIds.map((id) => `/api/prediction/${id}`), weight: 2 },
    { name: 'blog list API', paths: ['/api/blog/posts'], weight: 1 },
    { name: 'blog post API', paths: slugs.map((slug) => `/api/blog/post/${slug}`), weight: 1 },
    { name: 'blog post HTML', paths: slugs.map((slug) => `/blog/${slug}`), weight: 1 },
  ].map((kind) => ({ ...kind, sent: 0, failed: new Map<number, number>() }));

  // Each connection walks this cycle; each request of a kind takes the kind's next path.
  const cycle = kinds.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  const turns = new Map<Kind, number>();
  const requests = cycle.map((kind) => ({
    method: 'GET' as const,
    setupRequest: (request: { path?: string }) => {
      const turn = turns.get(kind) ?? 0;
      turns.set(kind, turn + 1);
      return { ...request, path: kind.paths[turn % kind.paths.length]! };
    },
    onResponse: (status: number) => {
      kind.sent += 1;
      if (status < 200 || status >= 300) kind.failed.set(status, (kind.failed.get(status) ?? 0) + 1);
    },
  }));

  // A purchase every few seconds beside the load: one at a time, each timed.
  const purchases = { started: 0, ok: 0, failed: [] as string[], ms: [] as number[] };
  let purchasing = false;
  const purchase = async () => {
    if (purchasing) return;
    purchasing = true;
    purchases.started += 1;
    const fixtureId = fixtureIds[purchases.started % fixtureIds.length]!;
    const t0 = performance.now();
    try {
      const answer = await fetch(`${site}/api/payment/create-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: site },
        body: JSON.stringify({ fixture_id: fixtureId }),
      });
      const body: unknown = await answer.json();
      purchases.ms.push(performance.now() - t0);
      // A checkout on stripe-mock, not the local test page: the SDK went to STRIPE_API_BASE.
      if (answer.ok && createCheckoutSessionResponseSchema.safeParse(body).success && !JSON.stringify(body).includes('test-checkout')) purchases.ok += 1;
      else purchases.failed.push(`${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
    } catch (error) {
      purchases.failed.push(String(error));
    } finally {
      purchasing = false;
    }
  };

  // Memory and load through the run: the baseline at minute one, a sample every 30 s, the end.
  const operatorUrl = operatorUrlOf(product.logFile);
  const samples: { atS: number; kib: number; heapKib: number; load: number }[] = [];
  const began = performance.now();
  const sample = async () => {
    const atS = (performance.now() - began) / 1000;
    const kib = residentKib(product.gatewayPid);
    samples.push({ atS, kib, heapKib: await heapUsedKib(operatorUrl), load: loadavg()[0]! });
    return samples.at(-1)!;
  };
  let baseline: { atS: number; kib: number; heapKib: number } | undefined;
  const baselineTimer = setTimeout(() => {
    sample()
      .then((taken) => (baseline = taken))
      .catch((error: unknown) => note(`minute-one sample failed: ${String(error)}`));
  }, baselineS * 1000);
  const sampler = setInterval(() => void sample().catch((error: unknown) => note(`memory sample failed: ${String(error)}`)), 30_000);
  const buyer = setInterval(() => void purchase(), settings.SOAK_PURCHASE_EVERY_S * 1000);
  const startKib = residentKib(product.gatewayPid);

  console.log(
    `soak bench: ${durationS} s of mixed public traffic at ${settings.SOAK_RATE} req/s (autocannon, ${settings.SOAK_CONNECTIONS} connections, ` +
      `Accept-Encoding br, gzip) plus POST /api/payment/create-session every ${settings.SOAK_PURCHASE_EVERY_S} s against stripe-mock, ` +
      `on npm start's product (src/main.ts, LOG_LEVEL=info) at ${site}; ${cpus().length} cores, load average ${load()} at the start`,
  );
  const result = await autocannon({
    url: site,
    connections: settings.SOAK_CONNECTIONS,
    overallRate: settings.SOAK_RATE,
    duration: durationS,
    headers: { 'accept-encoding': 'br, gzip' },
    requests,
  });
  clearInterval(buyer);
  clearInterval(sampler);
  clearTimeout(baselineTimer);
  while (purchasing) await sleep(50);
  const end = await sample();

  const seconds = (performance.now() - began) / 1000;
  // autocannon's connections wait for each answer: a slow gateway gets fewer requests than asked for.
  const achieved = result.requests.total / durationS;
  console.log(
    `requests: ${result.requests.total.toLocaleString('en-GB')} in ${seconds.toFixed(0)} s: ${achieved.toFixed(0)} req/s achieved ` +
      `(${settings.SOAK_RATE} asked: ${achieved >= settings.SOAK_RATE * 0.95 ? 'reached' : 'NOT reached'}); ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  console.log(
    `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  for (const kind of kinds) {
    const failed = [...kind.failed].map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
    console.log(`  ${kind.name}: ${kind.sent.toLocaleString('en-GB')} answered, not 2xx: ${failed}`);
  }
  const sorted = [...purchases.ms].sort((a, b) => a - b);
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0) : '-');
  console.log(
    `purchases (create-session on stripe-mock): ${purchases.ok} of ${purchases.started} answered 200 with a Stripe checkout; ` +
      `p50 ${at(0.5)} ms, max ${at(1)} ms${purchases.failed.length ? `; failed: ${purchases.failed.slice(0, 3).join(' | ')}` : ''}`,
  );
  if (baseline) {
    const ratio = end.kib / baseline.kib;
    console.log(
      `gateway resident memory (VmRSS of src/main.ts): ${mib(startKib)} at the start, ${mib(baseline.kib)} at ${baseline.atS.toFixed(0)} s, ` +
        `${mib(end.kib)} at the end (${end.atS.toFixed(0)} s): end / minute one = ${ratio.toFixed(3)} ` +
        `(goal within 10 %: ${Math.abs(ratio - 1) <= 0.1 ? 'met' : 'NOT met'}); V8 heap in use ${mib(baseline.heapKib)} → ${mib(end.heapKib)} ` +
        `(${(end.heapKib / baseline.heapKib).toFixed(3)})`,
    );
  }
  console.log(
    `  every 30 s (resident / heap in use): ${samples
      .sort((a, b) => a.atS - b.atS)
      .map((s) => `${s.atS.toFixed(0)} s ${mib(s.kib)} / ${mib(s.heapKib)} (load ${s.load.toFixed(1)})`)
      .join(', ')}`,
  );
  console.log(`load average ${load()} (1 / 5 / 15 min) at the end, on ${cpus().length} cores shared with other work`);
} finally {
  await product.stop();
}
