// npm run bench (gateway) — the home page as a phone sees it (issue 19): Largest Contentful Paint
// and bytes transferred for Home, a fixture page and the blog list, in Debian's Chromium driven by
// playwright-core with a 4× CPU slowdown and a fast-4G link (9 Mbit/s down, 1.5 Mbit/s up, 60 ms
// round trip) set through the browser protocol, each run in a fresh context (cold cache).
//
// The site is served the way `npm start` serves it: the built shell and remotes through the
// gateway's site routes, the API by the same gateway on the real store and broker
// (libs/test-support/src/real-gateway-supervisor.ts starts src/main.ts with fresh databases; it holds the browser
// tests' lock, so it queues behind them), once the current gameweek is predicted.
//
// Before and after in one run: "before" is what the gateway sent every browser until it served the
// build's precompressed copies, the original bytes, reproduced by the browser asking for
// `Accept-Encoding: identity`; "after" is the browser's own Accept-Encoding (br, gzip). The builds
// are made first when missing or older than their sources (NODE_ENV=production, as `npm start`).
//
// Env: SITE_BENCH_RUNS (default 3 per page and mode). Targets: LCP ≤ 1.8 s, ≤ 180 KiB for Home and
// the blog list.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, PHONE, launchChromium } from '@scoreline/test-support/browser';
import { isStale, viteBuild } from '@scoreline/test-support/build';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const APPS = ['shell', ...['predictions', 'blog', 'admin', 'sandbox', 'rounding', 'cross-sandbox'].map((name) => `remotes/${name}`)];
const RUNS = Number(process.env.SITE_BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Fast 4G": what the issue measured with. Throughputs in bytes per second. */
const FAST_4G = { offline: false, latency: 60, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 };
const TARGET_LCP_MS = 1800;
const TARGET_KIB = 180;

const note = (message: string) => process.stderr.write(`site bench: ${message}\n`);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
/** Median of the measured values (a run whose page reported no LCP entry is left out). */
const median = (values: readonly number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// --- builds -----------------------------------------------------------------------------------

/**
 * A build to measure: fresh (test-support's isStale, as the browser tests judge theirs) and with the
 * precompressed copies the gateway sends (vite.shared.ts), which a build from before them lacks.
 */
function needsBuild(app: string): boolean {
  const appDir = path.join(REPO_ROOT, app);
  const marker = path.join(appDir, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');
  return isStale({ appDir }) || !existsSync(`${marker}.br`);
}

// --- the gateway ------------------------------------------------------------------------------

interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

async function startGateway(): Promise<RunningGateway> {
  const logFile = path.join(tmpdir(), `site-bench-gateway-${process.pid}.log`);
  const supervisor = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'libs/test-support/src/real-gateway-supervisor.ts'), JSON.stringify({ siteRoot: REPO_ROOT, logFile, waitFor: 'listening' })],
    { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));
  const ready = await new Promise<{ ok: boolean; url?: string; error?: string }>((resolve, reject) => {
    createInterface({ input: supervisor.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { ok: boolean }));
    supervisor.once('exit', (code) => reject(new Error(`the gateway supervisor exited (${code}) before answering`)));
  });
  if (!ready.ok || !ready.url) throw new Error(`the gateway did not start: ${ready.error}`);
  // The pages need the current gameweek predicted (the catalog ingests the shipped snapshot at
  // start, the prediction worker predicts it); purchases are not measured, so no waiting for them.
  const deadline = Date.now() + 240_000;
  for (;;) {
    const answer = await fetch(`${ready.url}/api/fixtures/gameweek/current`).catch(() => null);
    const body = answer?.ok ? ((await answer.json()) as { fixtures: { has_prediction: boolean }[] }) : null;
    if (body && body.fixtures.length > 0 && body.fixtures.every((fixture) => fixture.has_prediction)) break;
    if (Date.now() > deadline) {
      supervisor.stdin!.end();
      throw new Error(`the current gameweek was not predicted within 240 s of listening (log: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url: ready.url,
    stop: async () => {
      supervisor.stdin!.end();
      await exited;
    },
  };
}

// --- one page load ----------------------------------------------------------------------------

interface Load {
  lcpMs: number;
  bytes: number;
  requests: number;
  /** Bytes on the wire per URL path, to name what the page spends them on. */
  byPath: Map<string, number>;
  /** Each request's start and end in ms after the navigation began, to show the page's chain of waits. */
  timeline: Array<{ path: string; startMs: number; endMs: number; bytes: number }>;
}

async function measure(browser: Browser, origin: string, pathname: string, identity: boolean): Promise<Load> {
  const context = await browser.newContext({ viewport: { ...PHONE }, locale: 'en-GB', timezoneId: 'Europe/London', isMobile: true });
  try {
    // Before any page script: the api-client's run-time base (libs/api-client base-url.ts), this
    // gateway's own origin; and the last largest-contentful-paint entry. As text, because this
    // package's types are Node's, not the DOM's.
    await context.addInitScript({
      content:
        `globalThis.__SCORELINE_API_BASE__ = ${JSON.stringify(origin)};` +
        `new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__lcp = e.startTime; })` +
        `.observe({ type: 'largest-contentful-paint', buffered: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let bytes = 0;
    let requests = 0;
    const byPath = new Map<string, number>();
    const urls = new Map<string, string>();
    // CDP timestamps are monotonic seconds; the first request (the document) is the origin.
    const started = new Map<string, number>();
    let navigationStart = Number.NaN;
    const timeline: Load['timeline'] = [];
    // Requests to the site still under way: a page is done when none is and its LCP has settled.
    const pending = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; timestamp: number }) => {
      urls.set(event.requestId, event.request.url);
      if (Number.isNaN(navigationStart)) navigationStart = event.timestamp;
      started.set(event.requestId, event.timestamp);
      if (event.request.url.startsWith(origin)) pending.add(event.requestId);
    });
    // Bytes on the wire, headers included (what the link carries), per finished response.
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      bytes += event.encodedDataLength;
      const url = urls.get(event.requestId);
      const start = started.get(event.requestId);
      if (url && start !== undefined)
        timeline.push({ path: new URL(url).pathname, startMs: (start - navigationStart) * 1000, endMs: (event.timestamp - navigationStart) * 1000, bytes: event.encodedDataLength });
      requests += 1;
      pending.delete(event.requestId);
      if (url) byPath.set(new URL(url).pathname, (byPath.get(new URL(url).pathname) ?? 0) + event.encodedDataLength);
    });
    cdp.on('Network.loadingFailed', (event: { requestId: string }) => pending.delete(event.requestId));
    await page.goto(`${origin}${pathname}`, { waitUntil: 'load', timeout: 120_000 });
    // The remotes and the API answers come after `load`. Done once nothing of the site is loading
    // and the largest paint has not changed for 2 s (a later, larger paint would replace it).
    const deadline = Date.now() + 90_000;
    let last = Number.NaN;
    let steadySince = Date.now();
    for (;;) {
      const now = await page.evaluate(() => (globalThis as { __lcp?: number }).__lcp ?? Number.NaN);
      if (now !== last && !(Number.isNaN(now) && Number.isNaN(last))) {
        last = now;
        steadySince = Date.now();
      }
      if (!Number.isNaN(last) && pending.size === 0 && Date.now() - steadySince >= 2000) break;
      if (Date.now() > deadline) {
        note(`${pathname}: still ${pending.size} request(s) under way or no LCP after 90 s; taking what was measured`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const lcpMs = last;
    return { lcpMs, bytes, requests, byPath, timeline: timeline.sort((a, b) => a.startMs - b.startMs) };
  } finally {
    await context.close();
  }
}

/** The API answers the pages read: their sizes as sent, plain and compressed (API_COMPRESSION_THRESHOLD_BYTES). */
async function apiSizes(origin: string): Promise<string[]> {
  const lines: string[] = [];
  for (const url of ['/api/fixtures/gameweek/current', '/api/blog/posts', '/api/track-record']) {
    const plain = await fetch(`${origin}${url}`, { headers: { 'Accept-Encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    // fetch decodes: the wire size is the Content-Length of a compressed answer, or the body's.
    const packed = await fetch(`${origin}${url}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const encoding = packed.headers.get('content-encoding');
    const sent = encoding ? Number(packed.headers.get('content-length') ?? Number.NaN) : (await packed.arrayBuffer()).byteLength;
    lines.push(
      `  ${url}: ${plainBytes} B plain; to a browser ${encoding ? `${encoding} ${Number.isNaN(sent) ? '(chunked)' : `${sent} B`}` : 'uncompressed (below the threshold)'}; ` +
        `Cache-Control "${packed.headers.get('cache-control')}", ETag ${packed.headers.get('etag') ? 'yes' : 'no'}`,
    );
  }
  return lines;
}

// --- the run ----------------------------------------------------------------------------------

for (const app of APPS) {
  if (needsBuild(app)) {
    note(`building ${app}`);
    await viteBuild(path.join(REPO_ROOT, app));
  }
}
note('starting the gateway (src/main.ts, fresh databases) and waiting for the current gameweek\'s predictions');
const gateway = await startGateway();
const browser = await launchChromium();
try {
  const current = (await (await fetch(`${gateway.url}/api/fixtures/gameweek/current`)).json()) as { fixtures: { fixture_id: number }[] };
  const pages = [
    { name: 'Home', path: '/', target: true },
    { name: 'fixture page', path: `/fixture/${current.fixtures[0]!.fixture_id}`, target: false },
    { name: 'blog list', path: '/blog', target: true },
  ];
  console.log(
    `site bench: phone (390×844) in ${CHROMIUM_PATH}, CPU ${CPU_SLOWDOWN}× slower, fast 4G (9 Mbit/s down, 1.5 up, 60 ms RTT), cold cache, ` +
      `${RUNS} runs per page and mode (medians), served by the gateway as npm start serves it at ${gateway.url}; ` +
      `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
  );
  for (const page of pages) {
    const figures: Record<'before' | 'after', Load[]> = { before: [], after: [] };
    // Interleaved, so a change of machine load during the run falls on both modes alike.
    for (let run = 0; run < RUNS; run += 1) {
      figures.before.push(await measure(browser, gateway.url, page.path, true));
      figures.after.push(await measure(browser, gateway.url, page.path, false));
    }
    const summary = (loads: Load[]) => ({ lcp: median(loads.map((l) => l.lcpMs)), bytes: median(loads.map((l) => l.bytes)), requests: median(loads.map((l) => l.requests)) });
    const before = summary(figures.before);
    const after = summary(figures.after);
    const verdict = page.target
      ? ` (targets LCP ≤ ${TARGET_LCP_MS / 1000} s: ${after.lcp <= TARGET_LCP_MS ? 'met' : 'NOT met'}, ≤ ${TARGET_KIB} KiB: ${after.bytes / 1024 <= TARGET_KIB ? 'met' : 'NOT met'})`
      : '';
    console.log(
      `${page.name} (${page.path}): LCP ${(before.lcp / 1000).toFixed(2)} s → ${(after.lcp / 1000).toFixed(2)} s, ` +
        `${kib(before.bytes)} KiB → ${kib(after.bytes)} KiB transferred in ${after.requests} requests ` +
        `(before: uncompressed, as served until now; after: precompressed br/gzip)${verdict}; ` +
        `LCP runs after ${figures.after.map((l) => Math.round(l.lcpMs)).join('/')} ms`,
    );
    const largest = [...figures.after.at(-1)!.byPath].sort((a, b) => b[1] - a[1]).slice(0, 5);
    // The chain of waits of the last run: what the page asked for, when, and when it had it.
    console.log(`  requests of the last run after (ms from navigation start, LCP ${Math.round(figures.after.at(-1)!.lcpMs)} ms):`);
    for (const entry of figures.after.at(-1)!.timeline) {
      const name = entry.path.length > 60 ? `…${entry.path.slice(-57)}` : entry.path;
      console.log(`    ${String(Math.round(entry.startMs)).padStart(5)} → ${String(Math.round(entry.endMs)).padStart(5)}  ${kib(entry.bytes).padStart(6)} KiB  ${name}`);
    }
    console.log(`  largest after: ${largest.map(([file, size]) => `${kib(size)} KiB ${file.length > 60 ? `…${file.slice(-57)}` : file}`).join(', ')}`);
  }
  console.log('API answers (threshold of the API compression; public reads cacheable):');
  for (const line of await apiSizes(gateway.url)) console.log(line);
} finally {
  await browser.close();
  await gateway.stop();
}
