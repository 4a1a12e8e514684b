import { API } from '@scoreline/contracts';
import { parseQuery } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { parseSeasonScope } from '../domain/season-scope.ts';
import { getCalibration } from '../use-cases/get-calibration.ts';

// Bearer: the calibration reads every stored probability, the current gameweek's included.
export function calibrationRoutes(router: Router, context: PredictionContext, bearer: RequestHandler): void {
  router.get(API.calibration.route, bearer, async (req, res) => {
    const { season } = parseQuery(req, API.calibration.query);
    const scope = season === undefined ? ({ kind: 'all' } as const) : parseSeasonScope(season);
    res.json(await getCalibration(scope, context.repositories));
  });
}
