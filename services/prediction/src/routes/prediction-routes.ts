import { API } from '@scoreline/contracts';
import { parseParams } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { parseFixtureIdParam } from '../domain/fixture-id.ts';
import { sessionTokensOf } from '../domain/session-token.ts';
import { getGameweekPredictions } from '../use-cases/get-gameweek-predictions.ts';
import { getPrediction } from '../use-cases/get-prediction.ts';

export function predictionRoutes(router: Router, context: PredictionContext): void {
  // Public: the home page's cards. The premium fields depend on the visitor's session token.
  router.get(API.gameweekPredictions.route, async (req, res) => {
    const { season, gameweek } = parseParams(req, API.gameweekPredictions.params, { status: 400 });
    const answer = await getGameweekPredictions({ season, gameweek, sessionTokens: sessionTokensOf(req.headers) }, { ...context.repositories, clock: context.clock });
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  // Public: the fixture page. The premium fields depend on the visitor's session token.
  router.get(API.prediction.route, async (req, res) => {
    const fixtureId = parseFixtureIdParam(String(req.params.fixtureId));
    const answer = await getPrediction({ fixtureId, sessionTokens: sessionTokensOf(req.headers) }, { ...context.repositories, clock: context.clock });
    // The answer depends on the session token; no shared cache may keep one visitor's answer for another.
    res.set('Cache-Control', 'private, no-store').json(answer);
  });
}
