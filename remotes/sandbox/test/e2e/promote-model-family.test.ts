// Model families through the built shell and the real gateway: an administrator makes the
// six-metric model with its default weights production (a set created with the form's defaults),
// promotes the seeded Dixon–Coles set through the Algorithm Sandbox (an experiment on it, then
// Promote) and sees the home page's predictions change, then promotes the six-metric defaults back
// and sees them return. Independent of the other file's promotions: it starts by putting the
// defaults in production itself.
import { gameweekPreviewSchema, gameweekResponseSchema } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { newSiteContext } from '@scoreline/test-support/browser';
import { useAdminBrowser } from './harness/admin-browser.ts';
import { everyFixturePredicted } from './harness/every-fixture-predicted.ts';

const admin = useAdminBrowser();
const site = admin.site;
const api = admin.api;

const notice = () => admin.page.locator('.sl-notice');

/** The outcome badge of every fixture card on the home page, in order. */
/**
 * The home page's outcome badges as a first-time visitor sees them: a fresh browser context each
 * time, because the public gameweek answer may be cached by the browser for its max-age (the public
 * reads' Cache-Control, services/gateway README "Edge"), so the admin's own page could show the
 * previous production for half a minute.
 */
async function homeOutcomes(): Promise<string> {
  const visitor = await newSiteContext(admin.browser, api);
  try {
    const home = await visitor.newPage();
    await home.goto(`${site}/`);
    await home.getByRole('heading', { name: /^Gameweek \d+$/ }).waitFor();
    await home.getByRole('link', { name: 'View Full Prediction' }).first().waitFor();
    return (await home.locator('.pr-fixture-card .sl-badge:not(.sl-badge--premium)').allTextContents()).join('|');
  } finally {
    await visitor.close();
  }
}

/** The prediction service's last recalculation run, as the admin status shows it. */
async function lastRun(): Promise<{ status: string; started_at: string } | null | string> {
  const answer = await fetch(`${api}/api/admin/recalculation-status`, { headers: { Authorization: `Bearer ${admin.token}` } });
  if (!answer.ok) return `HTTP ${answer.status}`;
  return ((await answer.json()) as { last_run: { status: string; started_at: string } | null }).last_run;
}

/**
 * When the last run started, by the service's clock (the browser suites pin it, so the machine's
 * time says nothing about it); 0 before any run.
 */
async function lastRunStartedAt(): Promise<number> {
  const run = await lastRun();
  return run && typeof run === 'object' ? Date.parse(run.started_at) : 0;
}

/**
 * Fixtures of the public gameweek whose outcome is not yet the prediction service's own (its admin
 * preview), as `id:public≠production`; empty once the catalog's read model, fed by predictions.updated,
 * has caught up with the last run. Reading the home page before that reads the previous production.
 */
async function catalogBehindProduction(): Promise<string> {
  const [publicAnswer, previewAnswer] = await Promise.all([
    fetch(`${api}/api/fixtures/gameweek/current`, { headers: { 'Cache-Control': 'no-cache' } }),
    fetch(`${api}/api/admin/preview-current-gameweek`, { headers: { Authorization: `Bearer ${admin.token}` } }),
  ]);
  if (!publicAnswer.ok || !previewAnswer.ok) return `HTTP ${publicAnswer.status}/${previewAnswer.status}`;
  const production = new Map(gameweekPreviewSchema.parse(await previewAnswer.json()).fixtures.map((f) => [f.fixture_id, f.predicted_outcome]));
  return gameweekResponseSchema
    .parse(await publicAnswer.json())
    .fixtures.filter((f) => f.predicted_outcome !== production.get(f.fixture_id))
    .map((f) => `${f.fixture_id}:${String(f.predicted_outcome)}≠${String(production.get(f.fixture_id))}`)
    .join(' ');
}

/**
 * Waits until the prediction service has finished a recalculation that started after the run at
 * `since`, and the public gameweek shows its outcomes.
 */
async function recalculatedSince(since: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const run = await lastRun();
        if (typeof run === 'string') return run;
        if (!run || Date.parse(run.started_at) <= since) return 'not started';
        return run.status;
      },
      { timeout: 240_000, interval: 2_000 },
    )
    .toBe('completed');
  await expect.poll(() => catalogBehindProduction(), { timeout: 120_000, interval: 2_000 }).toBe('');
}

/** What production holds by the prediction service's own answers, for a failure's message. */
async function productionState(): Promise<string> {
  const read = async (path: string) => {
    const answer = await fetch(`${api}${path}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    return `${path} → ${answer.status} ${(await answer.text()).slice(0, 600)}`;
  };
  const answers = await Promise.all(['/api/weights', '/api/admin/recalculation-status'].map(read));
  return [...answers, `public gameweek against the preview: ${(await catalogBehindProduction()) || 'the same'}`].join('\n');
}

/** The first visit logs in with the token; later ones log in by themselves from the stored admin token. */
async function openSandbox(first: boolean): Promise<void> {
  await admin.page.goto(`${site}/sandbox`);
  if (first) {
    // The one admin session: the password first, then the token step (filled with the issued token;
    // a pasted token works as well, as here).
    await admin.page.getByLabel('Admin Password').fill('admin');
    await admin.page.getByRole('button', { name: 'Verify Password' }).click();
    await admin.page.getByText('Password verified').waitFor();
    await admin.page.getByLabel('Admin JWT token').fill(admin.token);
    await admin.page.getByRole('button', { name: 'Access Sandbox' }).click();
    await expect.poll(() => notice().textContent()).toBe('Authenticated successfully');
  }
  await admin.page.getByRole('form', { name: 'Create weight set' }).waitFor();
}

/** Runs a three-gameweek experiment on a weight set, then promotes that set from the experiment list. */
async function experimentAndPromote(weightSet: string, experimentName: string): Promise<number> {
  const experiment = admin.page.getByRole('form', { name: 'Create experiment' });
  await experiment.getByLabel('Experiment name').fill(experimentName);
  await experiment.getByLabel('Weight set').selectOption({ label: weightSet });
  await experiment.getByRole('radio', { name: /Custom/ }).check();
  await experiment.getByLabel('End gameweek').fill('3');
  await experiment.getByLabel('Start gameweek').fill('1');
  // The experiment service's fixtures read model may still be filling: a 409 asks to run it again.
  await expect
    .poll(
      async () => {
        await experiment.getByRole('button', { name: 'Run Experiment' }).click();
        await expect.poll(() => notice().textContent(), { timeout: 180_000 }).toMatch(/^(Experiment complete!|No played fixtures)/);
        return notice().textContent();
      },
      { timeout: 240_000, interval: 5_000 },
    )
    .toMatch(/^Experiment complete! Outcome accuracy: \d+\.\d%$/);
  await expect.poll(() => notice().textContent(), { timeout: 180_000 }).toMatch(/^Experiment complete! Outcome accuracy: \d+\.\d%$/);
  await admin.page.getByRole('heading', { name: experimentName, exact: true }).waitFor();
  const since = await lastRunStartedAt();
  await admin.page.getByRole('button', { name: `Promote ${weightSet} to production` }).first().click();
  await expect.poll(() => notice().getAttribute('class')).toContain('sl-notice--success');
  return since;
}

describe('a second model family in production', () => {
  it('promotes the Dixon–Coles set through the sandbox, the home page changes, and the six-metric defaults bring it back', async () => {
    await everyFixturePredicted(api);
    await openSandbox(true);
    // The default weights (docs/product.md §3), as the form starts: production unless another file
    // promoted something.
    const create = admin.page.getByRole('form', { name: 'Create weight set' });
    await create.getByLabel('Name').fill('Spec defaults again');
    await expect.poll(() => create.getByRole('radio', { name: 'Six-metric' }).isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create Weight Set' }).click();
    await expect.poll(() => notice().textContent()).toBe('Weight set created successfully');
    await recalculatedSince(await experimentAndPromote('Spec defaults again', 'Defaults GW1-3'));
    const sixMetric = await homeOutcomes();
    expect(sixMetric.length).toBeGreaterThan(0);

    // The seeded Dixon–Coles set names its family in the list and in its experiment.
    await openSandbox(false);
    const dcItem = admin.page.getByRole('heading', { name: 'Dixon–Coles (time-decayed)', exact: true }).locator('xpath=ancestor::li');
    await dcItem.getByText('Dixon–Coles', { exact: true }).waitFor();
    await dcItem.getByLabel('Dixon–Coles parameters of Dixon–Coles (time-decayed)').waitFor();
    await recalculatedSince(await experimentAndPromote('Dixon–Coles (time-decayed)', 'Dixon–Coles GW1-3'));
    const dcExperiment = admin.page.getByRole('heading', { name: 'Dixon–Coles GW1-3', exact: true }).locator('xpath=ancestor::li');
    expect(await dcExperiment.textContent()).toContain('Dixon–Coles (time-decayed) · Dixon–Coles · ');
    await admin.page.getByRole('region', { name: 'Production Weights' }).getByText('Production model: Dixon–Coles').waitFor();
    // The catalog's read model takes the recalculated predictions from their events: poll.
    await expect.poll(() => homeOutcomes(), { timeout: 120_000, interval: 3_000 }).not.toBe(sixMetric);

    // The six-metric defaults back: the home page returns to what it showed.
    await openSandbox(false);
    await admin.page.getByRole('button', { name: 'Promote Spec defaults again to production' }).first().click();
    await expect.poll(() => notice().getAttribute('class')).toContain('sl-notice--success');
    try {
      await expect.poll(() => homeOutcomes(), { timeout: 240_000, interval: 3_000 }).toBe(sixMetric);
    } catch (error) {
      // Which stage stalled: the promotion (production weights), the run, or the read model.
      throw new Error(`${(error as Error).message}\n${await productionState()}`, { cause: error });
    }
  });
});
