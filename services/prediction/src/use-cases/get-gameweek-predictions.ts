// GET /api/prediction/gameweek/{season}/{gameweek}: what the home page's cards show of a gameweek to
// this visitor. Everyone gets each fixture's outcome; a session whose token paid for the gameweek
// (and has not expired) also gets the exact scores and probabilities, and until when it has them, so
// a paid visitor sees on the home page what they paid for. Without access the premium fields are
// left out altogether, as on the fixture page (get-prediction.ts).
import type { GameweekPrediction, GameweekPredictionsResponse } from '@scoreline/contracts';
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { byKickoff } from '../domain/fixture.ts';
import { known } from '../domain/stored-prediction.ts';
import type { Clock, Repositories } from './ports.ts';

export interface GetGameweekPredictionsDeps {
  fixtures: Repositories['fixtures'];
  predictions: Repositories['predictions'];
  access: Repositories['access'];
  clock: Clock;
}

export async function getGameweekPredictions(
  input: { season: string; gameweek: number; sessionTokens: readonly string[] },
  deps: GetGameweekPredictionsDeps,
): Promise<GameweekPredictionsResponse> {
  const fixtures = (await deps.fixtures.findBySeason(input.season))
    .filter((f) => f.gameweek === input.gameweek && f.status !== 'cancelled')
    .sort(byKickoff);
  if (fixtures.length === 0) throw AppError.notFound(`No fixtures in ${input.season} gameweek ${input.gameweek}`);
  const [stored, accessUntil] = await Promise.all([
    deps.predictions.findGameweek(input.season, input.gameweek),
    input.sessionTokens.length === 0
      ? Promise.resolve(null)
      : deps.access.accessUntil(input.sessionTokens.map(hashSessionToken), input.season, input.gameweek, deps.clock()),
  ]);
  const entries = new Map((stored?.predictions ?? []).map((p) => [p.fixture_id, p]));
  const predictions = fixtures.map((fixture): GameweekPrediction => {
    const entry = entries.get(fixture.fixture_id);
    const outcome = entry?.predicted_outcome ?? null;
    const open: GameweekPrediction = { fixture_id: Number(fixture.fixture_id), predicted_outcome: outcome, has_prediction: outcome !== null };
    if (!accessUntil || !entry) return open;
    return {
      ...open,
      display_home_goals: known(entry.display_home_goals),
      display_away_goals: known(entry.display_away_goals),
      prob_home_win: known(entry.prob_home_win),
      prob_draw: known(entry.prob_draw),
      prob_away_win: known(entry.prob_away_win),
    };
  });
  return {
    season: input.season,
    gameweek: input.gameweek,
    has_access: accessUntil !== null,
    access_expires_at: accessUntil ? accessUntil.toISOString() : null,
    predictions,
  };
}
