// Fixture predictions: metrics → expected goals → score probabilities → displayed score.
import {
  DEFAULT_ROUNDING_PARAMETERS,
  DEFAULT_WEIGHTS,
  roundingParametersSchema,
  weightsSchema,
  type Outcome,
  type RoundingParameters,
  type Weights,
} from '@scoreline/contracts';
import { expectedGoals } from './expected-goals.ts';
import { computeMetrics, type FixtureMetrics, type MetricKey, type MetricRecord, type MetricWindows } from './metrics.ts';
import { scoreProbabilities, type ScoreModelOptions } from './poisson.ts';
import { wholeScore } from './rounding.ts';
import { smartRound, type RoundedScore } from './smart-rounding.ts';
import { mostProbableRound, type OutcomeTriple } from './most-probable-rounding.ts';
import type { FixtureIdentity, MatchFixture } from './types.ts';

/**
 * Smart-rounding parameters; 'whole_score' for the seed's plain rule (each side rounded alone); or
 * 'most_probable': the most probable outcome and the most probable score within it.
 */
export type RoundingMode = RoundingParameters | 'whole_score' | 'most_probable';

/** What 'most_probable' rounding reads besides expected goals: the grid's ρ and the model's probabilities. */
export interface RoundingInputs {
  rho?: number;
  probabilities?: OutcomeTriple;
}

export interface PredictOptions extends ScoreModelOptions {
  /** Metric windows and minimum samples; DEFAULT_METRIC_WINDOWS when omitted. */
  windows?: Partial<MetricWindows>;
}

export interface Prediction extends FixtureIdentity {
  /** Expected goals, raw decimals (docs/product.md §3: predicted_home_goals / predicted_away_goals). */
  predicted_home_goals: number;
  predicted_away_goals: number;
  /** The whole score shown to paying users; always agrees with predicted_outcome. */
  display_home_goals: number;
  display_away_goals: number;
  predicted_outcome: Outcome;
  /** Poisson (optionally Dixon–Coles) outcome probabilities, fractions summing to 1. */
  prob_home_win: number;
  prob_draw: number;
  prob_away_win: number;
  /** The single most probable exact score of the score grid (may differ from the displayed score). */
  most_likely_score: { home: number; away: number; probability: number };
  metrics: FixtureMetrics;
  metric_defaults: Record<MetricKey, boolean>;
  metric_samples: Record<MetricKey, number>;
  all_metrics_default: boolean;
  team_metrics_default: boolean;
}

/** Turns raw expected goals into the displayed score and outcome under a rounding mode. */
export function applyRounding(homeGoals: number, awayGoals: number, rounding: RoundingMode, inputs: RoundingInputs = {}): RoundedScore {
  if (rounding === 'whole_score') return wholeScore(homeGoals, awayGoals);
  if (rounding === 'most_probable') return mostProbableRound(homeGoals, awayGoals, inputs);
  return smartRound(homeGoals, awayGoals, rounding);
}

/** Rejects weights or parameters outside their contract ranges before they can skew a whole run. */
export function checkModelInputs(weights: Weights, rounding: RoundingMode): void {
  weightsSchema.parse(weights);
  checkRounding(rounding);
}

/** Rejects smart-rounding parameters outside their contract ranges; the named modes need none. */
export function checkRounding(rounding: RoundingMode): void {
  if (rounding !== 'whole_score' && rounding !== 'most_probable') roundingParametersSchema.parse(rounding);
}

/** Predicts one fixture from its already computed metric record (see computeMetrics). */
export function predictFromMetrics(
  record: MetricRecord,
  weights: Weights = DEFAULT_WEIGHTS,
  rounding: RoundingMode = DEFAULT_ROUNDING_PARAMETERS,
  options: ScoreModelOptions = {},
): Prediction {
  const { fixture, metrics } = record;
  const xg = expectedGoals(metrics, weights);
  const probabilities = scoreProbabilities(xg.home, xg.away, options);
  const shown = applyRounding(xg.home, xg.away, rounding, {
    rho: options.dixon_coles_rho ?? 0,
    probabilities: { home: probabilities.home_win, draw: probabilities.draw, away: probabilities.away_win },
  });
  return {
    fixture_id: fixture.id,
    season: fixture.season,
    gameweek: fixture.gameweek,
    kickoff: fixture.kickoff,
    home_team: fixture.home_team,
    away_team: fixture.away_team,
    predicted_home_goals: xg.home,
    predicted_away_goals: xg.away,
    display_home_goals: shown.display_home_goals,
    display_away_goals: shown.display_away_goals,
    predicted_outcome: shown.predicted_outcome,
    prob_home_win: probabilities.home_win,
    prob_draw: probabilities.draw,
    prob_away_win: probabilities.away_win,
    most_likely_score: probabilities.most_likely_score,
    metrics: { ...metrics },
    metric_defaults: { ...record.defaults },
    metric_samples: { ...record.samples },
    all_metrics_default: record.all_metrics_default,
    team_metrics_default: record.team_metrics_default,
  };
}

/**
 * Predicts every fixture (played or not), each from the results strictly before its kickoff.
 * Returns predictions in kickoff order. Pass the whole history: results of earlier seasons feed the
 * first weeks of later ones.
 */
export function predictAll(
  fixtures: readonly MatchFixture[],
  weights: Weights = DEFAULT_WEIGHTS,
  rounding: RoundingMode = DEFAULT_ROUNDING_PARAMETERS,
  options: PredictOptions = {},
): Prediction[] {
  checkModelInputs(weights, rounding);
  return computeMetrics(fixtures, options.windows).map((record) => predictFromMetrics(record, weights, rounding, options));
}

/**
 * Predicts one fixture from a history of matches; only results that kicked off strictly before the
 * fixture are used, so the history may safely contain later matches and the fixture itself.
 */
export function predictFixture(
  fixture: MatchFixture,
  history: readonly MatchFixture[],
  weights: Weights = DEFAULT_WEIGHTS,
  rounding: RoundingMode = DEFAULT_ROUNDING_PARAMETERS,
  options: PredictOptions = {},
): Prediction {
  checkModelInputs(weights, rounding);
  const kickoff = Date.parse(fixture.kickoff);
  const earlier = history.filter((m) => m.id !== fixture.id && Date.parse(m.kickoff) < kickoff);
  // Its own result is hidden so that a played fixture is measured exactly as it was before kickoff.
  const records = computeMetrics([...earlier, { ...fixture, home_goals: null, away_goals: null }], options.windows);
  const record = records.find((r) => r.fixture.id === fixture.id);
  if (!record) throw new Error(`fixture ${fixture.id} was not measured`);
  return predictFromMetrics({ ...record, fixture }, weights, rounding, options);
}
