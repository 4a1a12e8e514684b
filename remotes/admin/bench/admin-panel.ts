// `npm run bench` (admin remote), on the running stack: the built shell and admin remote served by
// the real gateway with every service and worker (fresh databases, the refresh reading the shipped
// openfootball files), driven by headless Chromium. Prints
//   - the JavaScript loaded for /admin until the panel is unlocked, at gzip size (level 6): the admin
//     remote's own files (/remotes/admin/) and everything else (shell, federation runtime, shared React);
//   - the time from clicking 'Refresh All Seasons' (confirmation accepted) to the success summary
//     (admins are told 10-15 minutes, docs/product.md §9).
import { gzipSync } from 'node:zlib';
import { LAPTOP, launchChromium, newSiteContext, watchPage } from '@scoreline/test-support/browser';
import { startSuiteSite } from '@scoreline/test-support/browser-suite';
import { ADMIN_SITE, ADMIN_SUITE } from '../test/e2e/harness/suite.ts';

// The browser test's site, built when missing or stale.
const gateway = await startSuiteSite(ADMIN_SUITE, ADMIN_SITE);
if (!gateway.info.ok) {
  console.error(`admin bench: the gateway did not start: ${gateway.info.error}`);
  await gateway.stop();
  process.exit(1);
}
const site = gateway.info.url;
const browser = await launchChromium();
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const context = await newSiteContext(browser, site, LAPTOP);
  const page = await context.newPage();
  watchPage(page, 'confirms');
  const scripts = new Map<string, Promise<number>>();
  let counting = true;
  page.on('response', (response) => {
    if (!counting || response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 6 }).length),
    );
  });

  await page.goto(`${site}/admin`);
  await page.getByLabel('Admin Password').fill('admin');
  await page.getByRole('button', { name: 'Unlock Admin Panel' }).click();
  await page.getByRole('button', { name: 'Verify JWT' }).click();
  await page.getByRole('heading', { name: 'Data Management' }).waitFor();
  counting = false;
  const sizes = await Promise.all(
    [...scripts].map(async ([url, size]) => ({ file: new URL(url).pathname, gzip: await size })),
  );
  const admin = sizes.filter((s) => s.file.startsWith('/remotes/admin/'));
  const rest = sizes.filter((s) => !s.file.startsWith('/remotes/admin/'));
  const sum = (rows: typeof sizes) => rows.reduce((total, row) => total + row.gzip, 0);
  for (const row of admin.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kib(row.gzip).padStart(7)} KiB gz  ${row.file}`);
  console.log(
    `admin remote JS for /admin: ${kib(sum(admin))} KiB gzip in ${admin.length} scripts ` +
      `(plus ${kib(sum(rest))} KiB gzip of shell, federation runtime and shared libraries in ${rest.length} scripts)`,
  );

  const data = page.locator('section.ad-section', {
    has: page.getByRole('heading', { name: 'Data Management', exact: true }),
  });
  const started = performance.now();
  await data.getByRole('button', { name: 'Refresh All Seasons' }).click();
  const summary = data.getByText(/^Complete! \d+ fixtures updated, \d+ skipped across 4 seasons$/);
  await summary.waitFor({ timeout: 15 * 60_000 });
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `refresh all seasons, click → '${await summary.textContent()}': ${elapsed.toFixed(1)} s ` +
      `(4 seasons started 1 s apart, status polled every 2 s; the spec tells admins 10-15 min)`,
  );
} finally {
  await browser.close();
  await gateway.stop();
}
