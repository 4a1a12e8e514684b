// GET /api/admin/calibration: how well the stored production probabilities are calibrated on
// finished fixtures, binned by libs/engine's `calibration` (ten 10 % bins). The season scope
// defaults to every season: one season's 380 fixtures leave the outer bins nearly empty.
import type { CalibrationResponse } from '@scoreline/contracts';
import { calibration, type CalibrationFixture } from '@scoreline/engine';
import { isFinished } from '../domain/fixture.ts';
import { round4 } from '../domain/round4.ts';
import type { SeasonScope } from '../domain/season-scope.ts';
import { loadPredictedFixtures } from './load-predicted-fixtures.ts';
import type { Repositories } from './ports.ts';

export async function getCalibration(
  scope: SeasonScope,
  deps: { fixtures: Repositories['fixtures']; predictions: Repositories['predictions'] },
): Promise<CalibrationResponse> {
  const season = scope.kind === 'season' ? scope.season : null;
  const joined = await loadPredictedFixtures(deps);
  const judged: CalibrationFixture[] = [];
  for (const { fixture, prediction } of joined) {
    if (!isFinished(fixture) || !prediction) continue;
    if (season !== null && fixture.season !== season) continue;
    if (![prediction.prob_home_win, prediction.prob_draw, prediction.prob_away_win].every(Number.isFinite))
      continue;
    judged.push({
      prob_home_win: prediction.prob_home_win,
      prob_draw: prediction.prob_draw,
      prob_away_win: prediction.prob_away_win,
      home_goals: fixture.home_goals,
      away_goals: fixture.away_goals,
    });
  }
  const result = calibration(judged);
  return {
    season,
    fixtures: result.fixtures,
    forecasts: result.forecasts,
    bins: result.bins.map((bin) => ({
      from: round4(bin.from)!,
      to: round4(bin.to)!,
      count: bin.count,
      predicted_mean: round4(bin.predicted_mean),
      observed_frequency: round4(bin.observed_frequency),
    })),
    expected_calibration_error: round4(result.expected_calibration_error),
  };
}
