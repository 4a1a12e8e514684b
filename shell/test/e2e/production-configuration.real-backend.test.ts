// Production's configuration on the real backend. On a fresh start it is the measured best (the
// Dixon–Coles + Elo blend through most-probable rounding): every card on Home shows the most probable
// of its fixture's three outcomes, as the API does. An administrator promotes the
// original defaults, ws-spec-defaults and rc-spec-defaults (the six-metric weight set and the smart-rounding configuration, what the sandboxes'
// Promote buttons send) and Home changes to what that configuration predicts; promoting the measured
// configuration back restores Home as it was. The test leaves production as it found it.
import { configurationLabel, DEFAULT_WEIGHTS, type GameweekPreview, type Outcome } from '@scoreline/contracts';
import { waitUntil } from '@scoreline/test-support';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPreview, adminToken, configurationInProduction, currentGameweek, predictionsAtRest, promote } from './harness/backend-api.ts';
import { seriousViolations } from '@scoreline/test-support/axe';
import { collectPageErrors, launchChromium, newSiteContext } from '@scoreline/test-support/browser';
import { useRealGateway } from '@scoreline/test-support/real-gateway';

const backend = useRealGateway();
const gateway = backend.url;
const site = backend.site;
/** libs/engine production-default.ts's choice, as the track record names it. */
const MEASURED = 'Dixon–Coles + Elo blend (30 % Elo), most-probable rounding';
const SPECIFICATION = configurationLabel({ family: 'six_metric', weights: DEFAULT_WEIGHTS }, 'smart');

let token: string;
let measured: GameweekPreview;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: Error[];

beforeAll(async () => {
  if (!backend.available) return;
  token = await adminToken(gateway);
  browser = await launchChromium();
  context = await newSiteContext(browser, gateway);
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

function badge(fixture: { home_team: string; away_team: string; predicted_outcome: Outcome | 'unknown' }): string {
  if (fixture.predicted_outcome === 'home_win') return `${fixture.home_team} Victory`;
  if (fixture.predicted_outcome === 'away_win') return `${fixture.away_team} Victory`;
  return 'Draw Expected';
}

/** Home's outcome badge of every card, in card order. */
async function homeBadges(): Promise<string[]> {
  // As a visitor arriving now: the public reads are cached by the browser for 30 s, and served stale
  // up to a minute more while revalidating (PUBLIC_READ_CACHE_CONTROL), so this page's earlier visit
  // would still show the configuration before the promotion.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(`${site}/`);
  const cards = page.getByRole('list', { name: 'Fixtures' }).getByRole('listitem');
  await cards.first().waitFor();
  return Promise.all((await cards.all()).map((card) => card.locator('.sl-badge').last().innerText()));
}

/**
 * Waits until production runs `label` everywhere a visitor looks: the track record (rebuilt after
 * the recalculation) names it, and the public gameweek list (the catalog, fed by events) shows the
 * outcomes the prediction service now has. Returns the admin preview of that state.
 */
async function settledOn(label: string): Promise<GameweekPreview> {
  let preview: GameweekPreview | undefined;
  await waitUntil(
    async () => {
      if ((await configurationInProduction(gateway)) !== label || !(await predictionsAtRest(gateway, token))) return false;
      preview = await adminPreview(gateway, token);
      const list = await currentGameweek(gateway);
      return preview.fixtures.every((f) => list.fixtures.find((g) => g.fixture_id === f.fixture_id)?.predicted_outcome === f.predicted_outcome);
    },
    240_000,
    `production on "${label}", the home list caught up`,
  );
  if (!preview) throw new Error('no preview was read');
  return preview;
}

describe('the configuration in production', () => {
  it('starts on the measured best: every card shows the most probable of its three outcomes, as the API does', async () => {
    // After the first start's ingestion (the history seasons arrive last and move the fits).
    measured = await settledOn(MEASURED);
    for (const f of measured.fixtures) {
      const shown = f.predicted_outcome === 'home_win' ? f.prob_home_win : f.predicted_outcome === 'draw' ? f.prob_draw : f.prob_away_win;
      expect(shown, `${f.home_team} vs ${f.away_team}`).toBe(Math.max(f.prob_home_win!, f.prob_draw!, f.prob_away_win!));
    }
    expect(await homeBadges()).toEqual(measured.fixtures.map(badge));
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('changes Home once "Specification defaults" is promoted (the weight set and the rounding)', async () => {
    await promote(gateway, token, 'sandbox', 'ws-spec-defaults');
    await promote(gateway, token, 'rounding-sandbox', 'rc-spec-defaults');
    const specification = await settledOn(SPECIFICATION);
    // What the original configuration predicts for this gameweek differs from the measured one's.
    expect(specification.fixtures.map((f) => f.predicted_outcome)).not.toEqual(measured.fixtures.map((f) => f.predicted_outcome));
    expect(await homeBadges()).toEqual(specification.fixtures.map(badge));
  });

  it('restores Home once the measured configuration is promoted back', async () => {
    await promote(gateway, token, 'sandbox', 'ws-dixon-coles-elo-blend');
    await promote(gateway, token, 'rounding-sandbox', 'rc-most-probable');
    const back = await settledOn(MEASURED);
    expect(back.fixtures.map((f) => f.predicted_outcome)).toEqual(measured.fixtures.map((f) => f.predicted_outcome));
    expect(await homeBadges()).toEqual(measured.fixtures.map(badge));
  });

  it('ran without page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
