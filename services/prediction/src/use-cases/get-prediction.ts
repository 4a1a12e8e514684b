// GET /api/prediction/{fixtureId}: the fixture page (docs/product.md §3 and §4). Everyone sees the
// fixture and the predicted outcome. The premium fields (probabilities, the displayed exact score
// and the raw goals) are added only when one of the visitor's session tokens paid for the fixture's
// season and gameweek and that grant has not expired, or once the match has kicked off by the
// product's clock (its prediction is sealed then and public, as the track record shows it: it is no
// longer sold); otherwise they are left out of the answer altogether, not nulled, so no paid number
// ever reaches a browser that has not paid. locked is the opposite of has_access.
import type { PredictionResponse } from '@scoreline/contracts';
import { hasKickedOff } from '@scoreline/engine';
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { known } from '../domain/stored-prediction.ts';
import type { Clock, Repositories } from './ports.ts';

export interface GetPredictionDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  access: Repositories['access'];
  clock: Clock;
}

export async function getPrediction(
  input: { fixtureId: string; sessionTokens: readonly string[] },
  deps: GetPredictionDeps,
): Promise<PredictionResponse> {
  const fixture = await deps.fixtures.findById(input.fixtureId);
  if (!fixture) throw AppError.notFound(`Fixture ${input.fixtureId} not found`);
  const now = deps.clock();
  const kickedOff = hasKickedOff(fixture, now);
  const [gameweek, paid] = await Promise.all([
    deps.predictions.findGameweek(fixture.season, fixture.gameweek),
    kickedOff || input.sessionTokens.length === 0
      ? Promise.resolve(false)
      : deps.access.hasAccess(input.sessionTokens.map(hashSessionToken), fixture.season, fixture.gameweek, now),
  ]);
  const hasAccess = paid || kickedOff;
  const entry = gameweek?.predictions.find((p) => p.fixture_id === fixture.fixture_id);
  const outcome = entry?.predicted_outcome ?? null;

  const response: PredictionResponse = {
    fixture_id: Number(fixture.fixture_id),
    season: fixture.season,
    gameweek: fixture.gameweek,
    home_team: fixture.home_team,
    away_team: fixture.away_team,
    date: fixture.kickoff,
    venue: fixture.venue,
    predicted_outcome: outcome ?? 'unknown',
    has_prediction: outcome !== null,
    has_access: hasAccess,
    locked: !hasAccess,
  };
  if (!hasAccess) return response;
  return {
    ...response,
    prob_home_win: entry ? known(entry.prob_home_win) : null,
    prob_draw: entry ? known(entry.prob_draw) : null,
    prob_away_win: entry ? known(entry.prob_away_win) : null,
    display_home_goals: entry ? known(entry.display_home_goals) : null,
    display_away_goals: entry ? known(entry.display_away_goals) : null,
    predicted_home_goals: entry ? known(entry.predicted_home_goals) : null,
    predicted_away_goals: entry ? known(entry.predicted_away_goals) : null,
    // The model's numbers for this match are premium too: only here, after the access check.
    model: entry?.explanation ?? null,
  };
}
