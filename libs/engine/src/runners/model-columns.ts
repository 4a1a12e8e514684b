// What a model configuration contributes to the runners: per selected fixture, expected goals, the
// grid's ρ and (for Dixon–Coles) the family's outcome probabilities. A six-metric weight set costs one
// weighted sum per fixture; a Dixon–Coles configuration costs one walk-forward per parameter set, which
// is cached on the context so that its rounding configurations, seasons and repeats reuse it.
import { dixonColesParametersSchema, weightsSchema, type DixonColesParameters, type ModelConfiguration, type Weights } from '@scoreline/contracts';
import { dixonColesWalkForward, promotedPrior, type DixonColesForecast } from '../dixon-coles/walk-forward.ts';
import { expectedGoalsColumns, type EvaluationContext } from './context.ts';

export interface ModelColumns {
  home: Float64Array;
  away: Float64Array;
  /** Dixon–Coles ρ of each fixture's grid. */
  rho: Float64Array;
  /** Home, draw, away probabilities per fixture (3 per fixture); null: the Poisson grid of the expected goals. */
  probabilities: Float64Array | null;
}

/** A weight set or a model configuration: either names what to predict with. */
export type ModelInput = Weights | ModelConfiguration;

/** The six-metric configuration of a weight set; a configuration is returned as it is. */
export function toModelConfiguration(model: ModelInput): ModelConfiguration {
  return 'family' in model ? model : { family: 'six_metric', weights: model };
}

/** Rejects a configuration outside its contract ranges. */
export function checkModelConfiguration(model: ModelInput): ModelConfiguration {
  const config = toModelConfiguration(model);
  if (config.family === 'six_metric') weightsSchema.parse(config.weights);
  else dixonColesParametersSchema.parse(config.parameters);
  return config;
}

const forecastCache = new WeakMap<EvaluationContext, Map<string, Map<string, DixonColesForecast>>>();

/**
 * The Dixon–Coles walk-forward of a context's fixtures under one parameter set, by fixture id. The walk
 * starts predicting at `from` (the first selected kickoff); earlier results still train the fits.
 */
export function dixonColesForecasts(ctx: EvaluationContext, parameters: DixonColesParameters, from?: string): Map<string, DixonColesForecast> {
  let cache = forecastCache.get(ctx);
  if (!cache) forecastCache.set(ctx, (cache = new Map()));
  const prior = promotedPrior(parameters);
  const key = JSON.stringify([parameters.time_decay_per_day, parameters.ridge, parameters.blend_weight, parameters.elo_k, parameters.elo_home_advantage, prior.attack, prior.defence, from ?? null]);
  let byId = cache.get(key);
  if (!byId) {
    const forecasts = dixonColesWalkForward(
      ctx.records.map((r) => r.fixture),
      parameters,
      from ? { from } : {},
    );
    byId = new Map(forecasts.map((f) => [f.fixture.id, f]));
    cache.set(key, byId);
  }
  return byId;
}

/** Expected goals, ρ and probabilities of the selected played fixtures under one model. */
export function modelColumns(ctx: EvaluationContext, model: ModelInput, indexes: readonly number[]): ModelColumns {
  const config = toModelConfiguration(model);
  const n = indexes.length;
  if (config.family === 'six_metric') {
    const xg = expectedGoalsColumns(ctx, config.weights, indexes);
    return { ...xg, rho: new Float64Array(n).fill(ctx.options.dixon_coles_rho ?? 0), probabilities: null };
  }
  const first = n > 0 ? ctx.played[indexes[0] as number]?.fixture.kickoff : undefined;
  const forecasts = dixonColesForecasts(ctx, config.parameters, first);
  const home = new Float64Array(n);
  const away = new Float64Array(n);
  const rho = new Float64Array(n);
  const probabilities = new Float64Array(3 * n);
  for (let k = 0; k < n; k++) {
    const fixture = ctx.played[indexes[k] as number]?.fixture;
    const f = fixture ? forecasts.get(fixture.id) : undefined;
    if (!f) throw new Error(`Dixon–Coles walk-forward has no forecast for fixture ${fixture?.id ?? indexes[k]}`);
    home[k] = f.home_xg;
    away[k] = f.away_xg;
    rho[k] = f.rho;
    probabilities[3 * k] = f.probabilities.home;
    probabilities[3 * k + 1] = f.probabilities.draw;
    probabilities[3 * k + 2] = f.probabilities.away;
  }
  return { home, away, rho, probabilities };
}
