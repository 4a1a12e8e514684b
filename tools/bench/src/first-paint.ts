// npm run bench:first-paint (gateway) — the public pages' first paint on a phone, against the
// targets of docs/engineering.md "First paint": for Home, a fixture page and /track-record, the
// median of FIRST_PAINT_RUNS (7) cold loads on the phone profile of page-load.ts (Chromium, 4× CPU
// slowdown, 9 Mbit/s down, 60 ms RTT): Largest Contentful Paint, when the page's data-driven content
// is drawn (Home: the first fixture card), Cumulative Layout Shift and the bytes transferred; then
// Lighthouse 12.2.3 (its default, mobile preset, in Debian's Chromium) on every public page, whose
// four category scores it prints (median of LIGHTHOUSE_RUNS, 3). FIRST_PAINT_PAGES names the pages
// to run (by their printed names); FIRST_PAINT_RUNS=0 leaves out the phone loads.
//
// The machine is shared: the bench waits for it to be quiet after the gateway's start-up work, the
// load average is printed before and after each page, and every figure is a median of cold runs.
// Targets: Home LCP ≤ 1.0 s, first card ≤ 2.0 s, CLS ≤ 0.02, ≤ 180 KiB; Lighthouse performance ≥ 95
// and the other three categories 100 on every public page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '@scoreline/test-support/browser';
import { buildSite, kib, loadAverage, measurePageLoad, median, note, printTimeline, PROFILE_TEXT, startSiteGateway, waitForQuietMachine, type PageLoad } from './page-load.ts';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 7);
/** FIRST_PAINT_PAGES="blog post,fixture page": only these pages (by the names printed), to look into one. */
const ONLY = process.env.FIRST_PAINT_PAGES?.split(',').map((name) => name.trim()).filter(Boolean);
const chosen = <T extends { name: string }>(pages: T[]): T[] => (ONLY ? pages.filter((page) => ONLY.includes(page.name)) : pages);
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_REPORTS=<folder>: each run's whole report is written there as JSON, to read its trace-based audits. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const TARGETS = { lcpMs: 1000, contentMs: 2000, cls: 0.02, kib: 180, performance: 95 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const bench = 'first-paint';
const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

await buildSite(bench);
note(bench, "starting the gateway (services/gateway/src/main.ts, fresh databases) and waiting for the current gameweek's predictions");
const gateway = await startSiteGateway(bench);
try {
  await waitForQuietMachine(bench);
  const current = (await (await fetch(`${gateway.url}/api/fixtures/gameweek/current`)).json()) as { fixtures: { fixture_id: number }[] };
  const posts = (await (await fetch(`${gateway.url}/api/blog/posts`)).json()) as { posts: { slug: string }[] };
  const fixturePath = `/fixture/${current.fixtures[0]!.fixture_id}`;

  // --- the phone loads -------------------------------------------------------------------------
  const measured = RUNS === 0 ? [] : chosen([
    { name: 'Home', path: '/', content: 'ul[aria-label="Fixtures"] > li', contentName: 'first fixture card', targets: true },
    { name: 'fixture page', path: fixturePath, content: '.pr-banner', contentName: 'prediction banner', targets: false },
    { name: 'track record', path: '/track-record', content: '.pr-tr-figures', contentName: 'headline figures', targets: false },
  ]);
  console.log(`first-paint bench: ${PROFILE_TEXT}, ${CHROMIUM_PATH}, median of ${RUNS} cold runs per page, served by the gateway as npm start serves it at ${gateway.url}`);
  const browser = await launchChromium();
  try {
    for (const page of measured) {
      const before = loadAverage();
      const loads: PageLoad[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await measurePageLoad(browser, gateway.url, page.path, { content: page.content }));
      const fcp = median(loads.map((l) => l.fcpMs));
      const lcp = median(loads.map((l) => l.lcpMs));
      const content = median(loads.map((l) => l.contentMs));
      const cls = median(loads.map((l) => l.cls));
      const bytes = median(loads.map((l) => l.bytes));
      const targets = page.targets
        ? ` (targets: LCP ≤ ${seconds(TARGETS.lcpMs)} ${verdict(lcp <= TARGETS.lcpMs)}, ${page.contentName} ≤ ${seconds(TARGETS.contentMs)} ${verdict(content <= TARGETS.contentMs)}, ` +
          `CLS ≤ ${TARGETS.cls} ${verdict(cls <= TARGETS.cls)}, ≤ ${TARGETS.kib} KiB ${verdict(bytes / 1024 <= TARGETS.kib)})`
        : '';
      console.log(
        `${page.name} (${page.path}): FCP ${seconds(fcp)}, LCP ${seconds(lcp)}, ${page.contentName} ${seconds(content)}, CLS ${cls.toFixed(3)}, ` +
          `${kib(bytes)} KiB in ${median(loads.map((l) => l.requests))} requests${targets}`,
      );
      console.log(
        `  runs: LCP ${loads.map((l) => Math.round(l.lcpMs)).join('/')} ms; ${page.contentName} ${loads.map((l) => Math.round(l.contentMs)).join('/')} ms; ` +
          `CLS ${loads.map((l) => l.cls.toFixed(3)).join('/')}; ${before} before, ${loadAverage()} after`,
      );
      console.log(`  requests of the last run (ms from navigation start, LCP ${Math.round(loads.at(-1)!.lcpMs)} ms):`);
      printTimeline(loads.at(-1)!);
    }
  } finally {
    await browser.close();
  }

  // --- Lighthouse ------------------------------------------------------------------------------
  const audited = chosen([
    { name: 'Home', path: '/' },
    { name: 'fixture page', path: fixturePath },
    { name: 'track record', path: '/track-record' },
    { name: 'blog list', path: '/blog' },
    ...(posts.posts[0] ? [{ name: 'blog post', path: `/blog/${posts.posts[0].slug}` }] : []),
  ]);
  console.log(`Lighthouse 12.2.3, default (mobile) preset with its simulated throttling, ${CHROMIUM_PATH}, median of ${LIGHTHOUSE_RUNS} runs per page:`);
  for (const page of audited) {
    const before = loadAverage();
    const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    const metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls', number[]> = { fcp: [], lcp: [], tbt: [], cls: [] };
    let retries = 0;
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      // A fresh profile per run: Lighthouse clears the cache, but never another run's service state.
      const profile = mkdtempSync(path.join(tmpdir(), 'first-paint-lighthouse-'));
      const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS], userDataDir: profile, logLevel: 'silent' });
      try {
        const result = await lighthouse(`${gateway.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        // Its trace now and then lacks the navigation's start (NO_NAVSTART), and the run has no
        // figures at all: such a run is made again, twice at most per page, and said.
        if (result.lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
          retries += 1;
          console.log(`  ${page.path} run ${run + 1}: no trace of the navigation's start (NO_NAVSTART), run again`);
          run -= 1;
          continue;
        }
        if (REPORTS) {
          mkdirSync(REPORTS, { recursive: true });
          writeFileSync(path.join(REPORTS, `${page.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr, null, 1));
        }
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? Number.NaN) * 100));
        const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
        metrics.fcp.push(audit('first-contentful-paint'));
        metrics.lcp.push(audit('largest-contentful-paint'));
        metrics.tbt.push(audit('total-blocking-time'));
        metrics.cls.push(audit('cumulative-layout-shift'));
        const failing = Object.values(result.lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
        if (failing.length > 0) console.log(`  ${page.path} run ${run + 1}: audits below full marks: ${failing.join(', ')}`);
        // What each one found (its first rows): "inspector-issues" alone does not say which issue.
        for (const id of failing) {
          const details = result.lhr.audits[id]?.details as { items?: unknown[] } | undefined;
          for (const item of details?.items?.slice(0, 3) ?? []) console.log(`    ${id}: ${JSON.stringify(item).slice(0, 300)}`);
        }
        // No score: Lighthouse says why (a metric it could not measure, a page that did not load).
        if (result.lhr.categories.performance?.score == null) {
          const unmeasured = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
            .map((id) => [id, result.lhr.audits[id]?.errorMessage] as const)
            .filter(([, message]) => message);
          console.log(`    ${page.path} run ${run + 1}: no performance score: ${JSON.stringify({ runtimeError: result.lhr.runtimeError, unmeasured })}`);
        }
        // Below the target: where the time went (the largest paint's element, the main thread's
        // longest tasks, the scripts that cost most), so a slow page says what to look at.
        if ((result.lhr.categories.performance?.score ?? 1) * 100 < TARGETS.performance) {
          for (const id of ['largest-contentful-paint-element', 'long-tasks', 'bootup-time']) {
            const details = result.lhr.audits[id]?.details as { items?: unknown[] } | undefined;
            for (const item of details?.items?.slice(0, 3) ?? []) console.log(`    ${page.path} run ${run + 1} ${id}: ${JSON.stringify(item).slice(0, 300)}`);
          }
        }
      } finally {
        await chrome.kill();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    const score = (category: (typeof CATEGORIES)[number]) => median(scores[category]);
    const met = score('performance') >= TARGETS.performance && ['accessibility', 'best-practices', 'seo'].every((c) => score(c as (typeof CATEGORIES)[number]) === 100);
    console.log(
      `${page.name} (${page.path}): performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, SEO ${score('seo')} ` +
        `(targets ≥ ${TARGETS.performance} / 100 / 100 / 100: ${verdict(met)}); FCP ${seconds(median(metrics.fcp))}, LCP ${seconds(median(metrics.lcp))}, ` +
        `TBT ${Math.round(median(metrics.tbt))} ms, CLS ${median(metrics.cls).toFixed(3)}; performance runs ${scores.performance.join('/')}; ${before} before, ${loadAverage()} after`,
    );
  }
} finally {
  await gateway.stop();
}
