// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The current gameweek's
// preview.
import { gameweekPreviewSchema } from '@scoreline/contracts';

export const aPreview = () =>
  gameweekPreviewSchema.parse({
    current_gameweek: 13,
    season: '2026-27',
    fixtures: [
      {
        fixture_id: 501,
        home_team: 'Arsenal FC',
        away_team: 'Chelsea FC',
        date: '2026-11-28T15:00:00Z',
        venue: 'Emirates Stadium',
        has_prediction: true,
        predicted_outcome: 'home_win',
        display_home_goals: 2,
        display_away_goals: 1,
        predicted_home_goals: 1.74,
        predicted_away_goals: 1.02,
        prob_home_win: 0.51,
        prob_draw: 0.26,
        prob_away_win: 0.23,
      },
      {
        fixture_id: 502,
        home_team: 'Everton FC',
        away_team: 'Liverpool FC',
        date: '2026-11-28T17:30:00Z',
        venue: null,
        has_prediction: false,
        predicted_outcome: 'unknown',
        display_home_goals: null,
        display_away_goals: null,
        predicted_home_goals: null,
        predicted_away_goals: null,
        prob_home_win: null,
        prob_draw: null,
        prob_away_win: null,
      },
    ],
  });
