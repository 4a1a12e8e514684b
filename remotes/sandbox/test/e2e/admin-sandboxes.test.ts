// Both admin sandboxes through the built shell, served by the real gateway with every service
// in-process: an administrator logs in with a token, creates a weight set, runs two experiments,
// compares them, promotes the set and sees the home page's predictions change; then creates a
// rounding configuration, batch-tests, promotes it and copies the generated source. Each page is
// checked with axe-core after login and photographed at 390×844 and 1440×900.
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '@scoreline/test-support/axe';
import { screenshotAtSizes } from '@scoreline/test-support/browser';
import { SCREENSHOTS_DIR } from '@scoreline/test-support/browser-suite';
import { useAdminBrowser } from './harness/admin-browser.ts';
import { everyFixturePredicted } from './harness/every-fixture-predicted.ts';

const admin = useAdminBrowser({ clipboard: true });
const site = admin.site;
const api = admin.api;

/** The outcome badge of every fixture card on the home page, in order. */
async function homeOutcomes(): Promise<string[]> {
  await admin.page.goto(`${site}/`);
  await admin.page.getByRole('heading', { name: /^Gameweek \d+$/ }).waitFor();
  await admin.page.getByRole('link', { name: 'View Full Prediction' }).first().waitFor();
  return admin.page.locator('.pr-fixture-card .sl-badge:not(.sl-badge--premium)').allTextContents();
}

/** The home page once the prediction worker has predicted every fixture of the current gameweek. */
async function predictedHome(): Promise<string[]> {
  await everyFixturePredicted(api);
  return homeOutcomes();
}

const screenshots = (name: string) => screenshotAtSizes(admin.page, name, { dir: SCREENSHOTS_DIR, settleMs: 300 });

const notice = () => admin.page.locator('.sl-notice');

describe('the Algorithm Sandbox', () => {
  it('logs in with a token, creates a weight set, runs and compares two experiments, promotes it, and the home page changes', async () => {
    const before = await predictedHome();
    expect(before.length).toBeGreaterThan(0);

    await admin.page.goto(`${site}/sandbox`);
    // The one admin session: the password first, then the token step (filled with the issued token;
    // a pasted token works as well, as here).
    await admin.page.getByLabel('Admin Password').fill('admin');
    await admin.page.getByRole('button', { name: 'Verify Password' }).click();
    await admin.page.getByText('Password verified').waitFor();
    await admin.page.getByLabel('Admin JWT token').fill(admin.token);
    await admin.page.getByRole('button', { name: 'Access Sandbox' }).click();
    await expect.poll(() => notice().textContent()).toBe('Authenticated successfully');
    await expect.poll(() => admin.page.title()).toBe('Algorithm Sandbox');
    expect(await seriousViolations(admin.page)).toEqual([]);

    // A set that sees only the home side's strength: every match a home win.
    const create = admin.page.getByRole('form', { name: 'Create weight set' });
    await create.getByLabel('Name').fill('All home');
    for (const [weight, value] of [['H1', '1'], ['H2', '1'], ['H3', '0'], ['H4', '1'], ['A1', '0'], ['A2', '0']] as const) {
      await create.getByLabel(weight, { exact: true }).fill(value);
    }
    await create.getByRole('button', { name: 'Create Weight Set' }).click();
    await expect.poll(() => notice().textContent()).toBe('Weight set created successfully');

    const experiment = admin.page.getByRole('form', { name: 'Create experiment' });
    for (const [name, range] of [['All home GW1-3', ['1', '3']], ['All home GW4-6', ['4', '6']]] as const) {
      await experiment.getByLabel('Experiment name').fill(name);
      await experiment.getByLabel('Weight set').selectOption({ label: 'All home' });
      await experiment.getByRole('radio', { name: /Custom/ }).check();
      await experiment.getByLabel('End gameweek').fill(range[1]);
      await experiment.getByLabel('Start gameweek').fill(range[0]);
      await experiment.getByRole('button', { name: 'Run Experiment' }).click();
      await expect.poll(() => notice().textContent(), { timeout: 180_000 }).toMatch(/^Experiment complete! Outcome accuracy: \d+\.\d%$/);
      await admin.page.getByRole('heading', { name, exact: true }).waitFor();
    }

    await admin.page.getByRole('checkbox', { name: 'Select All home GW1-3 for comparison' }).check();
    await admin.page.getByRole('checkbox', { name: 'Select All home GW4-6 for comparison' }).check();
    await admin.page.getByRole('button', { name: 'Compare Selected (2)' }).click();
    await expect.poll(() => notice().textContent()).toBe('Comparison complete');
    const chart = admin.page.getByRole('figure', { name: 'Accuracy by experiment' });
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBe(4);

    await admin.page.getByRole('button', { name: 'View Details' }).first().click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('figure', { name: 'Accuracy by gameweek' }).locator('.recharts-line-curve').first().waitFor();
    await screenshots('sandbox-detail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await screenshots('sandbox');

    await admin.page.getByRole('button', { name: 'Promote All home to production' }).first().click();
    expect(admin.watched.dialogs.some((dialog) => dialog.startsWith('confirm: Promote weight set "All home" to production?'))).toBe(true);
    await expect.poll(() => notice().getAttribute('class')).toContain('sl-notice--success');
    // Exact: the success notice ('Weight set "All home" promoted to production …') matches the loose text too.
    await admin.page.getByText('Promoted to Production', { exact: true }).waitFor();

    // The promotion reached the prediction service: the production weights are the set's.
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${api}/api/weights`, { headers: { Authorization: `Bearer ${admin.token}` } });
          return answer.ok ? ((await answer.json()) as Record<string, unknown>) : { status: answer.status };
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toMatchObject({ H1: 1, H2: 1, H3: 0, H4: 1, A1: 0, A2: 0 });
    // The prediction service recalculates every prediction with the promoted weights, and the
    // home page shows the new outcomes: different from before, and each card's badge the outcome
    // the catalog now holds for that fixture (so the page is not showing a stale mixture).
    await expect
      .poll(async () => (await homeOutcomes()).join('|'), { timeout: 180_000, interval: 3_000 })
      .not.toBe(before.join('|'));
    await expect
      .poll(
        async () => {
          const after = await homeOutcomes();
          const answer = (await (await fetch(`${api}/api/fixtures/gameweek/current`)).json()) as {
            fixtures: { home_team: string; away_team: string; predicted_outcome: string | null }[];
          };
          // The badge texts of docs/product.md §2 ("Home") for the outcomes the catalog holds now.
          const expected = answer.fixtures.map((f) =>
            f.predicted_outcome === 'home_win' ? `${f.home_team} Victory` : f.predicted_outcome === 'away_win' ? `${f.away_team} Victory` : f.predicted_outcome === 'draw' ? 'Draw Expected' : 'pending',
          );
          return { shown: [...after].sort(), expected: expected.sort() };
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toSatisfy(({ shown, expected }) => shown.length > 0 && shown.join('|') === expected.join('|'));
  });
});

describe('the Rounding Sandbox', () => {
  it('logs in from the stored token, creates a configuration, batch-tests, promotes it and copies the source', async () => {
    await admin.page.goto(`${site}/`);
    // The admin session another admin page of this tab would have kept (libs/ui admin-session-store.ts).
    await admin.page.evaluate(
      ([key, token]) => sessionStorage.setItem(key!, JSON.stringify({ token, expiresAt: null })),
      [ADMIN_TOKEN_STORAGE_KEY, admin.token],
    );
    await admin.page.goto(`${site}/rounding-sandbox`);
    await admin.page.getByRole('heading', { name: 'Current Production Configuration' }).waitFor();
    await expect.poll(() => admin.page.title()).toBe('Rounding Sandbox');
    expect(await seriousViolations(admin.page)).toEqual([]);

    const create = admin.page.getByRole('form', { name: 'Create configuration' });
    await create.getByLabel('Configuration name').fill('Wide draws');
    await create.getByLabel('Draw threshold').fill('0.5');
    await create.getByRole('checkbox', { name: 'Enable home bias' }).check();
    await create.getByLabel('Home bias amount').fill('0.15');
    await create.getByRole('button', { name: 'Create Configuration' }).click();
    await expect.poll(() => notice().textContent()).toBe('Configuration "Wide draws" created');

    await admin.page.getByRole('button', { name: 'Run Batch Test' }).click();
    const results = admin.page.getByRole('region', { name: 'Batch Results' });
    await results.waitFor({ timeout: 180_000 });
    await results.getByRole('figure', { name: 'Accuracy by configuration' }).locator('.recharts-bar-rectangle').first().waitFor();
    expect(await results.getByRole('rowheader').count()).toBeGreaterThanOrEqual(2);

    await admin.page.getByRole('button', { name: 'Promote Wide draws to production' }).click();
    const source = admin.page.getByRole('region', { name: 'Generated Source' });
    await source.waitFor();
    await source.getByRole('button', { name: 'Copy Code' }).click();
    await source.getByRole('button', { name: 'Copied!' }).waitFor();
    const copied = await admin.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await source.getByLabel('Generated source').textContent());
    // The clipboard holds the promoted configuration as a RoundingParameters constant, with the
    // values entered in the form (not the defaults).
    expect(copied).toContain('export const PRODUCTION_ROUNDING: RoundingParameters = {');
    expect(copied).toContain('draw_threshold: 0.5,');
    expect(copied).toContain('home_bias_enabled: true,');
    expect(copied).toContain('home_bias_amount: 0.15,');
    const wide = admin.page.getByRole('heading', { name: 'Wide draws', exact: true }).locator('xpath=ancestor::li');
    await wide.getByText('Currently Active').waitFor();
    expect(await admin.page.getByRole('region', { name: 'Current Production Configuration' }).textContent()).toContain('Wide draws');
    await screenshots('rounding-sandbox');
  });
});
