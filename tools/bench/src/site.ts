// npm run bench (tools/bench) — the home page as a phone sees it: Largest Contentful Paint and bytes
// transferred for Home, a fixture page and the blog list on the phone profile of page-load.ts (the
// site served as `npm start` serves it, each run a cold load). first-paint.ts measures the same
// loads against the first-paint targets, with Lighthouse.
//
// Before and after in one run: "before" is what the gateway sent every browser until it served the
// build's precompressed copies, the original bytes, reproduced by the browser asking for
// `Accept-Encoding: identity`; "after" is the browser's own Accept-Encoding (br, gzip). The builds
// are made first when missing or older than their sources (NODE_ENV=production, as `npm start`).
//
// Env: SITE_BENCH_RUNS (default 3 per page and mode). Targets: LCP ≤ 1.8 s, ≤ 180 KiB for Home and
// the blog list.
import { CHROMIUM_PATH, launchChromium } from '@scoreline/test-support/browser';
import { buildSite, kib, loadAverage, measurePageLoad, median, note, printTimeline, PROFILE_TEXT, startSiteGateway, type PageLoad } from './page-load.ts';

const RUNS = Number(process.env.SITE_BENCH_RUNS ?? 3);
const TARGET_LCP_MS = 1800;
const TARGET_KIB = 180;

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

await buildSite('site');
note('site', "starting the gateway (services/gateway/src/main.ts, fresh databases) and waiting for the current gameweek's predictions");
const gateway = await startSiteGateway('site');
const browser = await launchChromium();
try {
  const current = (await (await fetch(`${gateway.url}/api/fixtures/gameweek/current`)).json()) as { fixtures: { fixture_id: number }[] };
  const pages = [
    { name: 'Home', path: '/', target: true },
    { name: 'fixture page', path: `/fixture/${current.fixtures[0]!.fixture_id}`, target: false },
    { name: 'blog list', path: '/blog', target: true },
  ];
  console.log(
    `site bench: ${PROFILE_TEXT} in ${CHROMIUM_PATH}, ` +
      `${RUNS} runs per page and mode (medians), served by the gateway as npm start serves it at ${gateway.url}; ` +
      loadAverage(),
  );
  for (const page of pages) {
    const figures: Record<'before' | 'after', PageLoad[]> = { before: [], after: [] };
    // Interleaved, so a change of machine load during the run falls on both modes alike.
    for (let run = 0; run < RUNS; run += 1) {
      figures.before.push(await measurePageLoad(browser, gateway.url, page.path, { identity: true }));
      figures.after.push(await measurePageLoad(browser, gateway.url, page.path));
    }
    const summary = (loads: PageLoad[]) => ({ lcp: median(loads.map((l) => l.lcpMs)), bytes: median(loads.map((l) => l.bytes)), requests: median(loads.map((l) => l.requests)) });
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
    printTimeline(figures.after.at(-1)!);
    console.log(`  largest after: ${largest.map(([file, size]) => `${kib(size)} KiB ${file.length > 60 ? `…${file.slice(-57)}` : file}`).join(', ')}`);
  }
  console.log('API answers (threshold of the API compression; public reads cacheable):');
  for (const line of await apiSizes(gateway.url)) console.log(line);
} finally {
  await browser.close();
  await gateway.stop();
}
