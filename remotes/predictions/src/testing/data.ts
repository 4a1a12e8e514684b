// Contract-valid payloads for the tests: parsed through the contract schemas so a test can never
// feed the pages something the server is not allowed to send.
import {
  gameweekFixtureSchema,
  gameweekResponseSchema,
  predictionResponseSchema,
  type GameweekFixture,
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
