// Until the real gateway is up, browser tests answer the API calls of the page from contract-valid
// payloads (parsed through libs/contracts, so they cannot drift from what the services must send).
// Set SCORELINE_E2E_API_BASE to a running gateway and leave these out to test against it.
import {
  gameweekResponseSchema,
  predictionResponseSchema,
  type GameweekResponse,
  type PredictionResponse,
} from '@scoreline/contracts';
import type { BrowserContext, Route } from 'playwright-core';

/**
 * The API address the built site calls in these tests: by default the address docs/product.md §9
 * gives a page served from localhost, answered here; SCORELINE_E2E_API_BASE points it at a real
 * gateway.
 */
export const API_BASE_URL = process.env.SCORELINE_E2E_API_BASE ?? 'http://localhost:8000';

export const SAMPLE_GAMEWEEK: GameweekResponse = gameweekResponseSchema.parse({
  gameweek_info: { current_gameweek: 5, season: '2026-27' },
  staleness: null,
  fixtures: [
    ['Arsenal FC', 'Chelsea FC', '2026-09-19T11:30:00Z', 'home_win', 'Emirates Stadium'],
    ['Liverpool FC', 'Manchester City FC', '2026-09-19T14:00:00Z', 'draw', null],
    ['Everton FC', 'Tottenham Hotspur FC', '2026-09-19T14:00:00Z', 'away_win', null],
    ['Brighton & Hove Albion FC', 'Fulham FC', '2026-09-19T16:30:00Z', 'home_win', null],
    ['Sunderland AFC', 'Leeds United FC', '2026-09-20T13:00:00Z', null, null],
  ].map(([home, away, date, outcome, venue], index) => ({
    fixture_id: 5001 + index,
    home_team: home,
    away_team: away,
    date,
    venue,
    predicted_outcome: outcome,
    has_prediction: outcome !== null,
  })),
});

export const SAMPLE_LOCKED_PREDICTION: PredictionResponse = predictionResponseSchema.parse({
  fixture_id: 5001,
  season: '2026-27',
  gameweek: 5,
  home_team: 'Arsenal FC',
  away_team: 'Chelsea FC',
  date: '2026-09-19T11:30:00Z',
  venue: 'Emirates Stadium',
  predicted_outcome: 'home_win',
  has_prediction: true,
  has_access: false,
  locked: true,
});

export const SAMPLE_UNLOCKED_PREDICTION: PredictionResponse = predictionResponseSchema.parse({
  ...SAMPLE_LOCKED_PREDICTION,
  has_access: true,
  locked: false,
  prob_home_win: 0.5123,
  prob_draw: 0.2741,
  prob_away_win: 0.2136,
  display_home_goals: 2,
  display_away_goals: 1,
  predicted_home_goals: 1.71,
  predicted_away_goals: 0.98,
});

export interface FakeBackendData {
  readonly gameweek?: GameweekResponse;
  readonly prediction?: PredictionResponse;
}

const cors = (route: Route) => ({
  'Access-Control-Allow-Origin': route.request().headers()['origin'] ?? '*',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Headers': 'Content-Type, X-Session-Token, Authorization',
});

/** Answers GET gameweek and GET prediction for every page of the context. */
export async function fakeBackend(context: BrowserContext, data: FakeBackendData = {}): Promise<void> {
  const { gameweek = SAMPLE_GAMEWEEK, prediction = SAMPLE_LOCKED_PREDICTION } = data;
  await context.route(`${API_BASE_URL}/api/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors(route) });
    const { pathname } = new URL(request.url());
    const body =
      pathname === '/api/fixtures/gameweek/current'
        ? gameweek
        : pathname.startsWith('/api/prediction/')
          ? { ...prediction, fixture_id: Number(pathname.split('/').pop()) }
          : null;
    if (!body)
      return route.fulfill({ status: 404, headers: cors(route), json: { detail: `Not faked: ${pathname}` } });
    return route.fulfill({ status: 200, headers: cors(route), json: body });
  });
}
