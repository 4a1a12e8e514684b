// Cross-Sandbox Testing through the built shell, served by the real gateway with every service
// in-process (the experiment service's matrix worker and aggregator on the real broker and store):
// the two-step gate, the diagnostic ready, the estimate, a start after the confirmation, the job's
// progress, a reload mid-job that keeps tracking it (the job id in local storage), then the results
// with the heat map, the history and the measured estimate. The job is held mid-way by a matrix
// worker that hangs (harness/hung-matrix-worker.ts) until the reload was checked. axe-core checks
// the dashboard; it is photographed at 390×844 and 1440×900.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { MATRIX_JOB_STORAGE_KEY, type MatrixDiagnostic } from '@scoreline/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminToken, useRealGateway } from '@scoreline/test-support/real-gateway';
import { seriousViolations } from '@scoreline/test-support/axe';
import {
  launchChromium,
  newSiteContext,
  screenshotAtSizes,
  watchPage,
  type PageWatch,
} from '@scoreline/test-support/browser';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { type HungMatrixWorker, joinHungMatrixWorker } from './harness/hung-matrix-worker.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let watched: PageWatch;
let hung: HungMatrixWorker | undefined;
let token = '';

const backend = useRealGateway();
/** The pages' origin (the shell's own in distributed mode) and the API's. */
const site = backend.site;
const api = backend.url;
// The development admin password (docs/engineering.md, "Configuration").
const PASSWORD = 'admin';

beforeAll(async () => {
  if (!backend.available) return;
  browser = await launchChromium();
  token = await adminToken(api);
});

afterAll(async () => {
  await hung?.leave();
  await browser?.close();
});

beforeEach(async () => {
  context = await newSiteContext(browser, api);
  page = await context.newPage();
  watched = watchPage(page, 'confirms');
});

afterEach(async () => {
  if (watched) expect(watched.errors.map(String), 'uncaught errors in the page').toEqual([]);
  await context?.close();
});

/** The diagnostic once the catalog's first refresh reached the experiment service's read model. */
async function readyDiagnostic(): Promise<MatrixDiagnostic> {
  let last: MatrixDiagnostic | string = 'no answer';
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${api}/api/cross-sandbox/diagnostic`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        last = answer.ok ? ((await answer.json()) as MatrixDiagnostic) : `HTTP ${answer.status}`;
        return typeof last === 'string' ? last : last.ready;
      },
      { timeout: 240_000, interval: 2_000 },
    )
    .toBe(true);
  return last as unknown as MatrixDiagnostic;
}

const screenshots = (name: string) => screenshotAtSizes(page, name, { dir: SCREENSHOTS_DIR, settleMs: 300 });

const jobPanel = () => page.getByRole('region', { name: 'Job Status' });
/** "42% (44 of 104 combinations)" → 44. */
async function countedOnScreen(): Promise<number> {
  const text =
    (await jobPanel()
      .getByText(/^\d+% \(\d+ of \d+ combinations\)$/)
      .textContent()) ?? '';
  return Number(/\((\d+) of/.exec(text)?.[1] ?? Number.NaN);
}

describe('Cross-Sandbox Testing', () => {
  it('gate → diagnostic ready → start → progress → reload keeps tracking → results, heat map and history', async () => {
    const diagnostic = await readyDiagnostic();
    const combinations = diagnostic.total_combinations;
    expect(combinations).toBe(104);
    hung = await joinHungMatrixWorker(backend.namespace);

    await page.goto(`${site}/cross-sandbox`);
    await expect.poll(() => page.title()).toBe('Cross-Sandbox Testing');
    await page.getByRole('button', { name: 'Verify Password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Password is required');
    await page.getByLabel('Admin Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Verify Password' }).click();
    await page.getByText('Password verified').waitFor();
    // The token step comes filled with the token the login issued; emptied, it is refused.
    await page.getByPlaceholder('Enter JWT token').fill('');
    await page.getByRole('button', { name: 'Verify Token' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('JWT token is required');
    await page.getByPlaceholder('Enter JWT token').fill(token);
    await page.getByRole('button', { name: 'Verify Token' }).click();

    await page.getByRole('heading', { name: 'System Diagnostic' }).waitFor();
    await page.getByText('System ready for matrix testing').waitFor();
    const checks = page.getByRole('list', { name: 'Diagnostic checks' }).getByRole('listitem');
    await expect.poll(() => checks.allTextContents()).toHaveLength(5);
    expect((await checks.allTextContents()).every((line) => line.includes(': PASS · '))).toBe(true);
    // No job has completed on this fresh database: the seed's half minute per combination.
    await page
      .getByText(
        `${combinations} combinations (weight sets × rounding configs). Estimated duration: 52 minutes`,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const start = page.getByRole('button', { name: 'Start Matrix Test' });
    expect(await start.isEnabled()).toBe(true);
    await start.click();
    expect(watched.dialogs).toContain(
      `confirm: Start the matrix test of ${combinations} combinations? Estimated duration: 52 minutes.`,
    );

    // Progress: the gateway's worker judges its share while the hung one holds the rest.
    await expect.poll(countedOnScreen, { timeout: 60_000 }).toBeGreaterThan(0);
    const midJob = await countedOnScreen();
    expect(midJob).toBeLessThan(combinations);
    await jobPanel()
      .getByText(/: running$/)
      .waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Matrix test progress' })
        .evaluate((bar) => (bar as HTMLProgressElement).value),
    ).toBeGreaterThan(0);
    expect(await start.isDisabled()).toBe(true);
    const jobId = await page.evaluate((key) => localStorage.getItem(key), MATRIX_JOB_STORAGE_KEY);
    expect(jobId).toMatch(/^matrix-/);
    await screenshots('cross-sandbox-running');

    // A reload mid-job: the stored password and token log in again, the stored job id is tracked.
    await page.reload();
    await jobPanel().getByText(`Job ${jobId}: running`).waitFor({ timeout: 30_000 });
    expect(await countedOnScreen()).toBeGreaterThanOrEqual(midJob);
    expect(await page.getByRole('button', { name: 'Start Matrix Test' }).isDisabled()).toBe(true);
    // The one admin session (libs/ui admin-session-store.ts): kept for the tab in sessionStorage.
    expect(
      await page.evaluate(
        (key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token,
        ADMIN_TOKEN_STORAGE_KEY,
      ),
    ).toBe(token);

    // The hung worker goes; its partitions move to the gateway's worker and the job completes.
    await hung.leave();
    hung = undefined;
    const results = page.getByRole('region', { name: 'Test Results' });
    await results.waitFor({ timeout: 120_000 });
    await jobPanel().getByText(`${combinations} of ${combinations} combinations`, { exact: false }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), MATRIX_JOB_STORAGE_KEY)).toBeNull();
    const bests = await results.getByText(/ × .+: \d+\.\d{2}%$/).allTextContents();
    expect(bests).toHaveLength(2);
    const heatMap = results.getByRole('figure', { name: 'Outcome accuracy heat map' });
    await heatMap.locator('.recharts-scatter-symbol').first().waitFor();
    expect(await heatMap.locator('.recharts-scatter-symbol').count()).toBe(combinations);
    // Header row plus one per combination, in the table behind the chart's disclosure.
    await heatMap.getByText('Show the figures as a table').click();
    expect(await heatMap.getByRole('row').count()).toBe(combinations + 1);

    const history = page.getByRole('list', { name: 'Test history' }).getByRole('listitem');
    await expect.poll(() => history.count()).toBe(1);
    expect(await history.first().textContent()).toMatch(
      new RegExp(`${combinations} combinations, \\d+ fixtures, best outcome accuracy \\d+\\.\\d{2}%$`),
    );
    // The estimate now comes from the measured job (held mid-way by the hung worker), rounded up.
    const measured = (await (
      await fetch(`${api}/api/cross-sandbox/history`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { history: { ms_per_combination: number }[] };
    const minutes = Math.ceil(
      (combinations * (measured.history[0]?.ms_per_combination ?? Number.NaN)) / 60_000,
    );
    expect(minutes).toBeLessThan(52);
    await page
      .getByText(
        `${combinations} combinations (weight sets × rounding configs). Estimated duration: ${minutes} minute${minutes === 1 ? '' : 's'}`,
        { exact: true },
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots('cross-sandbox-results');
    expect(watched.dialogs.filter((d) => d.startsWith('confirm:'))).toHaveLength(1);
  });
});
