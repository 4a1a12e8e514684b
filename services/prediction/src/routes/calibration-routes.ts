import type { RequestHandler, Router } from 'express';
import type { PredictionContext } from '../context.ts';
import { parseSeasonScope } from '../domain/season-scope.ts';
import { getCalibration } from '../use-cases/get-calibration.ts';

// Bearer: the calibration reads every stored probability, the current gameweek's included.
export function calibrationRoutes(router: Router, context: PredictionContext, bearer: RequestHandler): void {
  router.get('/api/admin/calibration', bearer, async (req, res) => {
    const scope =
      req.query.season === undefined ? ({ kind: 'all' } as const) : parseSeasonScope(req.query.season);
    res.json(await getCalibration(scope, context.repositories));
  });
}
