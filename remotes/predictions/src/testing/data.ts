// Contract-valid payloads for the tests: parsed through the contract schemas so a test can never
// feed the pages something the server is not allowed to send.
import {
  gameweekFixtureSchema,
  gameweekPredictionsResponseSchema,
  gameweekResponseSchema,
  predictionResponseSchema,
  type GameweekFixture,
  type GameweekPredictionsResponse,
  type GameweekResponse,
  type PredictionResponse,
} from '@scoreline/contracts';

export function aFixture(overrides: Partial<GameweekFixture> = {}): GameweekFixture {
  return gameweekFixtureSchema.parse({
    fixture_id: 101,
    home_team: 'Arsenal FC',
    away_team: 'Chelsea FC',
    date: '2026-08-22T14:00:00Z',
    venue: 'Emirates Stadium',
    predicted_outcome: 'home_win',
    has_prediction: true,
    ...overrides,
  });
}

export function aGameweek(overrides: Partial<GameweekResponse> = {}): GameweekResponse {
  return gameweekResponseSchema.parse({
    fixtures: [
      aFixture(),
      aFixture({
        fixture_id: 102,
        home_team: 'Everton FC',
        away_team: 'Liverpool FC',
        predicted_outcome: 'away_win',
        venue: null,
      }),
      aFixture({
        fixture_id: 103,
        home_team: 'Fulham FC',
        away_team: 'Brentford FC',
        predicted_outcome: 'draw',
      }),
    ],
    gameweek_info: { current_gameweek: 2, season: '2026-27' },
    staleness: null,
    ...overrides,
  });
}

/** A visitor without access to a locked fixture: no premium field is present. */
export function aLockedPrediction(overrides: Partial<PredictionResponse> = {}): PredictionResponse {
  return predictionResponseSchema.parse({
    fixture_id: 101,
    season: '2026-27',
    gameweek: 2,
    home_team: 'Arsenal FC',
    away_team: 'Chelsea FC',
    date: '2026-08-22T14:00:00Z',
    venue: 'Emirates Stadium',
    predicted_outcome: 'home_win',
    has_prediction: true,
    has_access: false,
    locked: true,
    ...overrides,
  });
}

/** A paying visitor: probabilities and the exact score are present. */
export function anUnlockedPrediction(overrides: Partial<PredictionResponse> = {}): PredictionResponse {
  return aLockedPrediction({
    has_access: true,
    locked: false,
    prob_home_win: 0.4567,
    prob_draw: 0.005,
    prob_away_win: 0.5383,
    display_home_goals: 2,
    display_away_goals: 1,
    predicted_home_goals: 1.62,
    predicted_away_goals: 1.08,
    ...overrides,
  });
}

/** The access answer for aGameweek() to a session that paid for it: every exact score, until when. */
export function aPaidGameweek(overrides: Partial<GameweekPredictionsResponse> = {}): GameweekPredictionsResponse {
  return gameweekPredictionsResponseSchema.parse({
    season: '2026-27',
    gameweek: 2,
    has_access: true,
    access_expires_at: '2026-08-29T14:00:00Z',
    predictions: [
      { fixture_id: 101, predicted_outcome: 'home_win', has_prediction: true, display_home_goals: 2, display_away_goals: 1, prob_home_win: 0.5, prob_draw: 0.3, prob_away_win: 0.2 },
      { fixture_id: 102, predicted_outcome: 'away_win', has_prediction: true, display_home_goals: 0, display_away_goals: 2, prob_home_win: 0.2, prob_draw: 0.25, prob_away_win: 0.55 },
      { fixture_id: 103, predicted_outcome: 'draw', has_prediction: true, display_home_goals: 1, display_away_goals: 1, prob_home_win: 0.3, prob_draw: 0.4, prob_away_win: 0.3 },
    ],
    ...overrides,
  });
}

/** The same answer to a session that did not pay for the gameweek: outcomes only. */
export function aLockedGameweek(): GameweekPredictionsResponse {
  return gameweekPredictionsResponseSchema.parse({
    season: '2026-27',
    gameweek: 2,
    has_access: false,
    access_expires_at: null,
    predictions: aPaidGameweek().predictions.map(({ fixture_id, predicted_outcome, has_prediction }) => ({ fixture_id, predicted_outcome, has_prediction })),
  });
}
