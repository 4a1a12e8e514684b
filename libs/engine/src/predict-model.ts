// Predictions of either model family in the one `Prediction` shape the services store and serve, plus
// what the fixture page's "How We Calculate This" note needs to explain the number: the six metrics and
// the weights, or the two clubs' Dixon–Coles ratings and the home advantage of the fit behind it.
import { DEFAULT_ROUNDING_PARAMETERS, type ModelConfiguration, type ModelExplanation, type RoundingExplanation } from '@scoreline/contracts';
import { computeMetrics, type MetricWindows } from './metrics.ts';
import { applyRounding, predictFromMetrics, type Prediction, type RoundingMode } from './predict.ts';
import { scoreProbabilities } from './poisson.ts';
import { checkModel } from './runners/evaluate.ts';
import { dixonColesWalkForward } from './dixon-coles/walk-forward.ts';
import { withoutCrowd } from './dixon-coles/fit.ts';
import type { MatchFixture } from './types.ts';

export type { ModelExplanation, SixMetricExplanation, DixonColesExplanation, RoundingExplanation } from '@scoreline/contracts';

/** The rounding as an explanation names it: smart rounding with its parameters, or the named mode. */
export function roundingExplanation(rounding: RoundingMode): RoundingExplanation {
  if (rounding === 'most_probable' || rounding === 'whole_score') return { mode: rounding };
  return { mode: 'smart', parameters: { ...rounding } };
}

export interface ModelPrediction extends Prediction {
  explanation: ModelExplanation;
}

export interface PredictWithModelOptions {
  windows?: Partial<MetricWindows>;
  /**
   * ISO instant: only fixtures that kick off at or after it are predicted and returned; the earlier
   * ones are history (their results still feed the metrics and every Dixon–Coles fit). The prediction
   * service passes the first kickoff of the product's seasons, so sixteen seasons of history cost it a
   * metric pass and the fits, not a prediction each.
   */
  from?: string;
}

/**
 * Every fixture (played or not) predicted by either family, each from the results strictly before its
 * kickoff, in kickoff order. The six-metric family gives exactly predictAll's numbers. Metric records
 * are computed for both families, so the diagnostics (default predictions) read the same fields.
 */
export function predictAllWithModel(
  fixtures: readonly MatchFixture[],
  model: ModelConfiguration,
  rounding: RoundingMode = DEFAULT_ROUNDING_PARAMETERS,
  options: PredictWithModelOptions = {},
): ModelPrediction[] {
  checkModel(model, rounding);
  const from = options.from === undefined ? -Infinity : Date.parse(options.from);
  const records = computeMetrics(fixtures, options.windows).filter((record) => Date.parse(record.fixture.kickoff) >= from);
  if (model.family === 'six_metric') {
    return records.map((record) => ({
      ...predictFromMetrics(record, model.weights, rounding),
      explanation: { family: 'six_metric', weights: { ...model.weights }, metrics: { ...record.metrics }, rounding: roundingExplanation(rounding) },
    }));
  }
  const forecasts = new Map(dixonColesWalkForward(fixtures, model.parameters, options.from === undefined ? {} : { from: options.from }).map((f) => [f.fixture.id, f]));
  return records.map((record) => {
    const forecast = forecasts.get(record.fixture.id);
    if (!forecast) throw new Error(`Dixon–Coles walk-forward has no forecast for fixture ${record.fixture.id}`);
    // The six-metric fields (metrics, defaults) stay for the diagnostics; the numbers are Dixon–Coles'.
    const base = predictFromMetrics(record, { H1: 1, H2: 1, H3: 1, H4: 1, A1: 1, A2: 1 }, rounding);
    const grid = scoreProbabilities(forecast.home_xg, forecast.away_xg, { dixon_coles_rho: forecast.rho });
    const shown = applyRounding(forecast.home_xg, forecast.away_xg, rounding, { rho: forecast.rho, probabilities: forecast.probabilities });
    const fit = forecast.fit;
    const f = record.fixture;
    return {
      ...base,
      predicted_home_goals: forecast.home_xg,
      predicted_away_goals: forecast.away_xg,
      display_home_goals: shown.display_home_goals,
      display_away_goals: shown.display_away_goals,
      predicted_outcome: shown.predicted_outcome,
      prob_home_win: forecast.probabilities.home,
      prob_draw: forecast.probabilities.draw,
      prob_away_win: forecast.probabilities.away,
      most_likely_score: grid.most_likely_score,
      // The values the rates were computed from (dixonColesRates): a club the fit never saw rates the
      // promoted prior, and a match without a crowd has its own home advantage.
      explanation: {
        family: 'dixon_coles',
        home_attack: fit ? (fit.attack[f.home_team] ?? fit.promoted_attack) : null,
        home_defence: fit ? (fit.defence[f.home_team] ?? fit.promoted_defence) : null,
        away_attack: fit ? (fit.attack[f.away_team] ?? fit.promoted_attack) : null,
        away_defence: fit ? (fit.defence[f.away_team] ?? fit.promoted_defence) : null,
        home_advantage: fit ? (withoutCrowd(Date.parse(f.kickoff)) ? fit.home_advantage_without_crowd : fit.home_advantage) : null,
        mu: fit ? fit.mu : null,
        rho: forecast.rho,
        time_decay_per_day: model.parameters.time_decay_per_day,
        fitted_at: fit ? fit.fitted_at : null,
        matches_used: fit ? fit.matches_used : 0,
        blend_weight: model.parameters.blend_weight,
        dixon_coles: { ...forecast.dixon_coles },
        elo: forecast.elo,
        rounding: roundingExplanation(rounding),
      },
    };
  });
}
