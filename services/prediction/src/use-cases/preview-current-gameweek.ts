// GET /api/admin/preview-current-gameweek: the gameweek the site sells now (the engine's rule against
// the product's clock) and its fixtures still on sale, as the home page lists them, with every
// prediction field (the admin bypasses the payment), to check them before visitors see them.
import type { GameweekPreview } from '@scoreline/contracts';
import { currentGameweek, isOnSale } from '@scoreline/engine';
import { byKickoff, gameweekFact } from '../domain/fixture.ts';
import { known } from '../domain/stored-prediction.ts';
import type { Clock, Repositories } from './ports.ts';

export async function previewCurrentGameweek(deps: {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  clock: Clock;
}): Promise<GameweekPreview> {
  const fixtures = await deps.fixtures.findAll();
  const now = deps.clock();
  const current = currentGameweek(fixtures.map(gameweekFact), now);
  if (!current) return { current_gameweek: null, season: null, fixtures: [] };
  const stored = await deps.predictions.findGameweek(current.season, current.gameweek);
  const byId = new Map((stored?.predictions ?? []).map((p) => [p.fixture_id, p]));
  return {
    current_gameweek: current.gameweek,
    season: current.season,
    fixtures: fixtures
      .filter((f) => f.season === current.season && f.gameweek === current.gameweek && isOnSale(f, now))
      .sort(byKickoff)
      .map((fixture) => {
        const p = byId.get(fixture.fixture_id);
        const outcome = p?.predicted_outcome ?? null;
        return {
          fixture_id: Number(fixture.fixture_id),
          home_team: fixture.home_team,
          away_team: fixture.away_team,
          date: fixture.kickoff,
          venue: fixture.venue,
          has_prediction: outcome !== null,
          predicted_outcome: outcome ?? 'unknown',
          display_home_goals: p ? known(p.display_home_goals) : null,
          display_away_goals: p ? known(p.display_away_goals) : null,
          predicted_home_goals: p ? known(p.predicted_home_goals) : null,
          predicted_away_goals: p ? known(p.predicted_away_goals) : null,
          prob_home_win: p ? known(p.prob_home_win) : null,
          prob_draw: p ? known(p.prob_draw) : null,
          prob_away_win: p ? known(p.prob_away_win) : null,
        };
      }),
  };
}
