import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  trackRecordGameweekResponseSchema,
  trackRecordResponseSchema,
  type TrackRecordGameweekResponse,
  type TrackRecordResponse,
} from '@scoreline/contracts';
import { installChartLayout } from '@scoreline/ui/charts/testing';
import { fakeApi, json, pending } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';
import TrackRecordPage from '../track-record-page.tsx';

beforeAll(() => installChartLayout());

const figures = (matches: number, outcome: number | null, exact: number | null, rps: number | null) => ({
  matches,
  outcome_accuracy: outcome,
  exact_score_accuracy: exact,
  rps,
});

const CONFIGURATION = 'Dixon–Coles + Elo blend (30 % Elo), most-probable rounding';

function aTrackRecord(overrides: Partial<TrackRecordResponse> = {}): TrackRecordResponse {
  return trackRecordResponseSchema.parse({
    updated_at: '2026-11-23T10:00:00Z',
    live_since: '2026-11-01T00:00:00Z',
    live_gameweeks_complete: 0,
    live: { model: figures(0, null, null, null), baseline: figures(0, null, null, null) },
    backtest: { model: figures(1570, 51.6, 11.4, 0.2106), baseline: figures(1570, 44.2, 8.1, 0.3877) },
    seasons: [{ season: '2026-27', live: { model: figures(0, null, null, null), baseline: figures(0, null, null, null) }, backtest: { model: figures(50, 56, 12, 0.2), baseline: figures(50, 40, 6, 0.4) } }],
    gameweeks: [
      { season: '2026-27', gameweek: 4, source: 'backtest', matches: 10, outcome_accuracy: 60, rolling_outcome_accuracy: 55, rolling_baseline_accuracy: 42 },
      { season: '2026-27', gameweek: 5, source: 'backtest', matches: 10, outcome_accuracy: 50, rolling_outcome_accuracy: 54, rolling_baseline_accuracy: 40 },
    ],
    production_configuration: CONFIGURATION,
    ...overrides,
  });
}

const match = (id: number, premium: boolean) => ({
  fixture_id: id,
  kickoff: '2026-09-19T14:00:00Z',
  home_team: `Home ${id}`,
  away_team: `Away ${id}`,
  source: 'backtest',
  configuration: CONFIGURATION,
  predicted_outcome: 'home_win',
  sealed_at: null,
  prediction_changed_at: null,
  home_goals: 2,
  away_goals: 1,
  outcome_correct: true,
  ...(premium ? { display_home_goals: 2, display_away_goals: 1, prob_home_win: 0.5, prob_draw: 0.3, prob_away_win: 0.2, score_correct: true, rps: 0.13 } : {}),
});

function aGameweek(gameweek: number, premium: boolean): TrackRecordGameweekResponse {
  return trackRecordGameweekResponseSchema.parse({
    season: '2026-27',
    gameweek,
    premium_public: premium,
    matches: [match(2026041 + gameweek, premium)],
    figures: { model: figures(1, 100, premium ? 100 : null, premium ? 0.13 : null), baseline: figures(1, 100, premium ? 0 : null, premium ? 0 : null) },
  });
}

async function findRow(teams: string): Promise<HTMLElement> {
  const cell = await screen.findByText(teams, { exact: false, selector: 'th' }, { timeout: 20000 });
  return cell.closest('tr') as HTMLElement;
}

const renderPage = (at = '/track-record') => renderRoute(<TrackRecordPage />, { path: '/track-record', at });

describe('TrackRecordPage', () => {
  it('shows the loading text while the record loads', () => {
    fakeApi({ 'GET /api/track-record': pending });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading track record...');
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/track-record': () => (++calls === 1 ? json({ detail: 'Service unavailable' }, 503) : json(aTrackRecord())),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Backtest' })).toBeInTheDocument();
  });

  it('says so when nothing is graded yet', async () => {
    fakeApi({ 'GET /api/track-record': () => json(aTrackRecord({ gameweeks: [], backtest: { model: figures(0, null, null, null), baseline: figures(0, null, null, null) } })) });
    renderPage();
    expect(await screen.findByText('No graded predictions yet')).toBeInTheDocument();
  });

  it('shows the backtest figures beside the baseline, says the live record is too short, draws the chart and opens the last gameweek', async () => {
    const { requests } = fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage();
    const backtest = await screen.findByRole('region', { name: 'Backtest' });
    expect(within(backtest).getByText('51.6%')).toBeInTheDocument();
    expect(within(backtest).getByText('Always home win: 44.2%')).toBeInTheDocument();
    expect(screen.getByText('The live record is shorter than one gameweek')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Live record' })).queryByText('Outcome accuracy')).not.toBeInTheDocument();
    // The drawing is loaded on demand (libs/ui charts/deferred); jsdom cannot tell where the screen is, so at once.
    const chart = screen.getByRole('figure', { name: 'Rolling outcome accuracy' });
    // The first import of the drawing transforms recharts, longer than waitFor's default second when loaded.
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull(), { timeout: 20_000 });

    // The configuration the backtest figures come from, and the one behind each prediction.
    expect(within(backtest).getByText(`Predicted, and shown, as the site shows them now: ${CONFIGURATION}.`)).toBeInTheDocument();
    const row = await findRow('Home 2026046 vs Away 2026046');
    expect(within(row).getByText('2-1', { selector: '.pr-tr-score' })).toBeInTheDocument();
    expect(within(row).getByText('Correct · Exact score')).toBeInTheDocument();
    expect(within(row).getByText(CONFIGURATION)).toBeInTheDocument();
    expect(requests.map((r) => r.url.pathname)).toContain('/api/track-record/gameweek/2026-27/5');
  });

  it('shows live figures once a full gameweek is graded live', async () => {
    fakeApi({
      'GET /api/track-record': () =>
        json(aTrackRecord({ live_gameweeks_complete: 1, live: { model: figures(10, 70, 20, 0.18), baseline: figures(10, 40, 10, 0.4) } })),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage();
    const live = await screen.findByRole('region', { name: 'Live record' });
    expect(within(live).getByText('70.0%')).toBeInTheDocument();
    expect(screen.queryByText('The live record is shorter than one gameweek')).not.toBeInTheDocument();
  });

  it('shows no exact score for a gameweek still on sale, and says why', async () => {
    fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
      'GET /api/track-record/gameweek/2026-27/6': () => json(aGameweek(6, false)),
    });
    renderPage();
    await findRow('Home 2026046 vs Away 2026046');
    await userEvent.click(screen.getByRole('button', { name: 'Next gameweek' }));
    const row = await findRow('Home 2026047 vs Away 2026047');
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    expect(within(row).queryByText('2-1', { selector: '.pr-tr-score' })).not.toBeInTheDocument();
    expect(screen.getByText(/still on sale/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Track Record | Scoreline'));
  });

  it('keeps the season and gameweek looked at in the address, so a link or a reload shows the same one', async () => {
    fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/4': () => json(aGameweek(4, true)),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage('/track-record?season=2026-27&gameweek=4');
    await findRow('Home 2026045 vs Away 2026045');
    expect(screen.getByRole('combobox', { name: 'Gameweek' })).toHaveValue('4');
    await userEvent.click(screen.getByRole('button', { name: 'Next gameweek' }));
    await findRow('Home 2026046 vs Away 2026046');
    expect(screen.getByTestId('location')).toHaveTextContent('/track-record?season=2026-27&gameweek=5');
  });

  it('falls back to the last graded gameweek when the address names one that does not exist', async () => {
    fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage('/track-record?season=1999-00&gameweek=99');
    await findRow('Home 2026046 vs Away 2026046');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('2026-27');
  });

  it("labels a match not played yet as the live prediction, never as 'Backtest'", async () => {
    const upcoming = { ...match(2026051, false), home_goals: null, away_goals: null, outcome_correct: null };
    fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/5': () =>
        json(trackRecordGameweekResponseSchema.parse({ ...aGameweek(5, false), matches: [upcoming, match(2026046, false)] })),
    });
    renderPage();
    const future = await findRow('Home 2026051 vs Away 2026051');
    expect(within(future).getByText('Live')).toBeInTheDocument();
    expect(within(future).queryByText('Backtest')).not.toBeInTheDocument();
    expect(within(await findRow('Home 2026046 vs Away 2026046')).getByText('Backtest')).toBeInTheDocument();
  });

  it('lets each wide table scroll in its own focusable region instead of widening the page', async () => {
    fakeApi({
      'GET /api/track-record': () => json(aTrackRecord()),
      'GET /api/track-record/gameweek/2026-27/5': () => json(aGameweek(5, true)),
    });
    renderPage();
    await findRow('Home 2026046 vs Away 2026046');
    for (const name of ['Season by season (table)', '2026-27 Gameweek 5']) {
      const region = screen.getByRole('region', { name });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table')).toBeInTheDocument();
    }
  });
});
