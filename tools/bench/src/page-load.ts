// What the benches that load the built site in a phone's browser share (site.ts, first-paint.ts):
// the builds, the gateway serving them as `npm start` does, and one cold page load measured on the
// phone profile: Debian's Chromium driven by playwright-core with a 4× CPU slowdown and a fast-4G
// link (9 Mbit/s down, 1.5 Mbit/s up, 60 ms round trip) set through the browser protocol, each load
// in a fresh context with the cache off.
//
// The gateway is libs/test-support/src/real-gateway-supervisor.ts starting services/gateway/src/main.ts with fresh databases, the
// built shell and remotes, the API on the real store and broker (it holds the browser tests' lock,
// so it queues behind them), once the current gameweek is predicted.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser } from 'playwright-core';
import { PHONE } from '@scoreline/test-support/browser';
import { isStale, viteBuild } from '@scoreline/test-support/build';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const APPS = ['shell', ...['predictions', 'blog', 'admin', 'sandbox', 'rounding', 'cross-sandbox'].map((name) => `remotes/${name}`)];
export const CPU_SLOWDOWN = 4;
/** Chrome DevTools' "Fast 4G": what the issues measured with. Throughputs in bytes per second. */
export const FAST_4G = { offline: false, latency: 60, downloadThroughput: (9_000_000 / 8) | 0, uploadThroughput: (1_500_000 / 8) | 0 };
export const PROFILE_TEXT = `phone (${PHONE.width}×${PHONE.height}), CPU ${CPU_SLOWDOWN}× slower, fast 4G (9 Mbit/s down, 1.5 up, 60 ms RTT), cold cache`;

export const note = (bench: string, message: string) => process.stderr.write(`${bench} bench: ${message}\n`);
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
/** The one-minute load average: the figures depend on what else the machine runs. */
export const loadAverage = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

/** The machine's CPU time so far, busy and all, from /proc/stat (Linux); null elsewhere. */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine is quiet: its CPUs at most `busyShare` busy over two seconds, twice in a
 * row, or `limitMs` at the latest. A gateway that has just started is still grading and rebuilding
 * the track record in the background for a while after it answers; a page measured then is measured
 * against that work, not as a visitor meets it. Says how long it waited.
 */
export async function waitForQuietMachine(bench: string, busyShare = 0.25, limitMs = 180_000): Promise<void> {
  const started = Date.now();
  let quiet = 0;
  let share = Number.NaN;
  while (quiet < 2 && Date.now() - started < limitMs) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = cpuTimes();
    if (!before || !after) return;
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quiet = share <= busyShare ? quiet + 1 : 0;
  }
  note(bench, `waited ${((Date.now() - started) / 1000).toFixed(0)} s for a quiet machine (CPUs ${(share * 100).toFixed(0)} % busy at the end; ${loadAverage()})`);
}

/** Median of the measured values (a value the run could not measure, NaN, is left out). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// --- builds -----------------------------------------------------------------------------------

/**
 * A build to measure: fresh (test-support's isStale, as the browser tests judge theirs), with the
 * precompressed copies the gateway sends (vite.shared.ts), and the shell with its prerendered pages.
 */
function needsBuild(app: string): boolean {
  const appDir = path.join(REPO_ROOT, app);
  const dist = path.join(appDir, 'dist');
  const fit = app === 'shell' ? existsSync(path.join(dist, 'pages.json')) : existsSync(path.join(dist, 'remoteEntry.js.br'));
  return isStale({ appDir }) || !fit;
}

export async function buildSite(bench: string): Promise<void> {
  for (const app of APPS) {
    if (needsBuild(app)) {
      note(bench, `building ${app}`);
      await viteBuild(path.join(REPO_ROOT, app));
    }
  }
}

// --- the gateway ------------------------------------------------------------------------------

export interface RunningGateway {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startSiteGateway(bench: string): Promise<RunningGateway> {
  const logFile = path.join(tmpdir(), `${bench}-bench-gateway-${process.pid}.log`);
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

export interface PageLoad {
  /** First Contentful Paint, ms after navigation start. */
  readonly fcpMs: number;
  /** Largest Contentful Paint, ms after navigation start (NaN when the page reported none). */
  readonly lcpMs: number;
  /** The frame after `content` was first in the page and laid out, ms after navigation start (NaN without `content`). */
  readonly contentMs: number;
  /** Cumulative Layout Shift as Chrome scores it: the largest session window of shifts without recent input. */
  readonly cls: number;
  readonly bytes: number;
  readonly requests: number;
  /** Bytes on the wire per URL path, to name what the page spends them on. */
  readonly byPath: ReadonlyMap<string, number>;
  /** Each request's start and end in ms after the navigation began: the page's chain of waits. */
  readonly timeline: ReadonlyArray<{ path: string; startMs: number; endMs: number; bytes: number }>;
}

export interface PageLoadOptions {
  /** Ask for uncompressed answers (`Accept-Encoding: identity`). */
  readonly identity?: boolean;
  /** A CSS selector of the page's data-driven content (Home's first fixture card), timed when drawn. */
  readonly content?: string;
}

/**
 * Before any page script: the api-client's run-time base (this gateway's own origin); the first
 * contentful paint and the last largest-contentful-paint entry; the layout shifts in session
 * windows (a window ends after 1 s without a shift or at 5 s, as Chrome counts CLS); and the frame
 * in which `content` first appears. As text, because this package's types are Node's, not the DOM's.
 */
function probes(origin: string, content: string | undefined): string {
  return `
globalThis.__SCORELINE_API_BASE__ = ${JSON.stringify(origin)};
globalThis.__fcp = NaN; globalThis.__lcp = NaN; globalThis.__cls = 0; globalThis.__content = NaN;
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') globalThis.__fcp = e.startTime; })
  .observe({ type: 'paint', buffered: true });
new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__lcp = e.startTime; })
  .observe({ type: 'largest-contentful-paint', buffered: true });
let windowValue = 0, windowStart = -Infinity, lastShift = -Infinity;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.hadRecentInput) continue;
    if (e.startTime - lastShift > 1000 || e.startTime - windowStart > 5000) { windowValue = 0; windowStart = e.startTime; }
    windowValue += e.value; lastShift = e.startTime;
    globalThis.__cls = Math.max(globalThis.__cls, windowValue);
  }
}).observe({ type: 'layout-shift', buffered: true });
${
  content
    ? `const selector = ${JSON.stringify(content)};
const watch = () => {
  const seen = () => { const e = document.querySelector(selector); return e && e.getBoundingClientRect().height > 0; };
  if (seen()) { requestAnimationFrame(() => { globalThis.__content = performance.now(); }); return; }
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => { globalThis.__content = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch); else watch();`
    : ''
}`;
}

export async function measurePageLoad(browser: Browser, origin: string, pathname: string, options: PageLoadOptions = {}): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { ...PHONE }, locale: 'en-GB', timezoneId: 'Europe/London', isMobile: true });
  try {
    await context.addInitScript({ content: probes(origin, options.content) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (options.identity) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let bytes = 0;
    let requests = 0;
    const byPath = new Map<string, number>();
    const urls = new Map<string, string>();
    // CDP timestamps are monotonic seconds; the first request (the document) is the origin.
    const started = new Map<string, number>();
    let navigationStart = Number.NaN;
    const timeline: Array<PageLoad['timeline'][number]> = [];
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
    // The remotes and the API answers come after `load`. Done once nothing of the site is loading,
    // the content (when asked for) is drawn, and the largest paint has not changed for 2 s (a
    // later, larger paint would replace it).
    const deadline = Date.now() + 90_000;
    let last = Number.NaN;
    let steadySince = Date.now();
    const read = () =>
      page.evaluate(() => {
        const probe = globalThis as unknown as { __fcp: number; __lcp: number; __cls: number; __content: number };
        return { fcp: probe.__fcp, lcp: probe.__lcp, cls: probe.__cls, content: probe.__content };
      });
    for (;;) {
      const now = (await read()).lcp;
      if (now !== last && !(Number.isNaN(now) && Number.isNaN(last))) {
        last = now;
        steadySince = Date.now();
      }
      const contentDrawn = !options.content || !Number.isNaN((await read()).content);
      if (!Number.isNaN(last) && contentDrawn && pending.size === 0 && Date.now() - steadySince >= 2000) break;
      if (Date.now() > deadline) {
        note('page load', `${pathname}: still ${pending.size} request(s) under way, no LCP or no content after 90 s; taking what was measured`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const probe = await read();
    return {
      fcpMs: probe.fcp,
      lcpMs: probe.lcp,
      contentMs: probe.content,
      cls: probe.cls,
      bytes,
      requests,
      byPath,
      timeline: timeline.sort((a, b) => a.startMs - b.startMs),
    };
  } finally {
    await context.close();
  }
}

/** The chain of waits of one load: what the page asked for, when, and when it had it. */
export function printTimeline(load: PageLoad): void {
  for (const entry of load.timeline) {
    const name = entry.path.length > 60 ? `…${entry.path.slice(-57)}` : entry.path;
    console.log(`    ${String(Math.round(entry.startMs)).padStart(5)} → ${String(Math.round(entry.endMs)).padStart(5)}  ${kib(entry.bytes).padStart(6)} KiB  ${name}`);
  }
}
