// `npm run bench` (shell): how much JavaScript a visitor downloads before Home is usable, measured
// from the network log of a headless Chromium loading the BUILT shell and predictions remote, served
// as the gateway serves them. "Usable" means the gameweek list is on screen. Each script is counted
// at its gzip size (level 6, what servers use by default). Target: at most 150 KB.
import { gzipSync } from 'node:zlib';
import { DESKTOP, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { suiteBuilds } from '@scoreline/test-support/browser-suite';
import { ensureBuilt } from '@scoreline/test-support/build';
import { API_BASE_URL, SAMPLE_GAMEWEEK, fakeBackend } from '../test/e2e/harness/fake-backend.ts';
import { PREDICTIONS_DIST, SHELL_DIST, SHELL_SUITE } from '../test/e2e/harness/suite.ts';
import { startStaticSite } from '../test/e2e/harness/static-site.ts';

const TARGET_KIB = 150;

await ensureBuilt(suiteBuilds(SHELL_SUITE));
const site = await startStaticSite({
  shellDist: SHELL_DIST,
  remotes: { predictions: PREDICTIONS_DIST },
});
const browser = await launchChromium();

try {
  const context = await newSiteContext(browser, API_BASE_URL, DESKTOP);
  // The API is answered in the page: the bench measures the site's own JavaScript, not the backend.
  await fakeBackend(context);
  const page = await context.newPage();

  const scripts = new Map<string, Promise<{ raw: number; gzip: number }>>();
  let usable = false;
  page.on('response', (response) => {
    if (usable || response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(
      response.url(),
      response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 6 }).length })),
    );
  });

  const started = performance.now();
  await page.goto(`${site.url}/`);
  await page
    .getByRole('heading', { name: `Gameweek ${SAMPLE_GAMEWEEK.gameweek_info?.current_gameweek}` })
    .waitFor();
  usable = true;
  const elapsed = performance.now() - started;

  const rows = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, ...(await size) })),
  );
  rows.sort((a, b) => b.gzip - a.gzip);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  for (const row of rows)
    console.log(`${kib(row.gzip).padStart(7)} KiB gz  ${kib(row.raw).padStart(7)} KiB  ${row.file}`);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const raw = rows.reduce((sum, row) => sum + row.raw, 0);
  console.log(
    `home payload: ${kib(total)} KiB gzip (${kib(raw)} KiB raw) in ${rows.length} scripts before Home is usable ` +
      `(target <= ${TARGET_KIB} KiB: ${total / 1024 <= TARGET_KIB ? 'met' : 'NOT met'}); usable after ${elapsed.toFixed(0)} ms on loopback`,
  );
} finally {
  await browser.close();
  await site.close();
}
