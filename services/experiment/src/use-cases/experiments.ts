// Experiments: the walk-forward backtest of one weight set on one season's gameweek range with the
// production rounding, stored with every judged fixture; listed, read, deleted and compared.
import { type ComparisonResult, type createExperimentRequestSchema, type Experiment, type ExperimentDetail, modelOfWeights } from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { accuracyByGameweek } from '../domain/accuracy.ts';
import { seasonLabel } from '../domain/season.ts';
import type { Clock, EvaluationCache, IdFactory, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export interface RunExperimentDeps extends Pick<Repositories, 'fixtures' | 'weightSets' | 'roundingConfigs' | 'experiments'> {
  evaluation: EvaluationCache;
  clock: Clock;
  newId: IdFactory;
}

export async function createExperiment(request: z.output<typeof createExperimentRequestSchema>, deps: RunExperimentDeps): Promise<Experiment> {
  const createdAt = deps.clock();
  const set = await deps.weightSets.findById(request.weight_set_id);
  if (!set) throw AppError.notFound(`Weight set ${request.weight_set_id} not found`);
  const [evaluation, production] = await Promise.all([deps.evaluation.get(deps.fixtures), productionSettings(deps)]);
  const season = seasonLabel(request.test_season);
  let result;
  try {
    result = await evaluation.progressiveBacktest({
      model: modelOfWeights(set),
      rounding: production.rounding,
      scope: { seasons: [season], gameweek_start: request.gameweek_start, gameweek_end: request.gameweek_end },
      include_predictions: true,
    });
  } catch (error) {
    if (error instanceof EmptyScopeError) {
      throw AppError.conflict(`No played fixtures in ${season} gameweeks ${request.gameweek_start}-${request.gameweek_end}: refresh that season first`);
    }
    throw error;
  }
  const predictions = (result.predictions ?? []).map((p) => ({
    fixture_id: Number(p.fixture_id),
    gameweek: p.gameweek,
    date: p.kickoff,
    home_team: p.home_team,
    away_team: p.away_team,
    actual_score: p.actual_score,
    predicted_score: p.predicted_score,
    predicted_outcome: p.predicted_outcome,
    actual_outcome: p.actual_outcome,
    outcome_correct: p.outcome_correct,
    score_correct: p.score_correct,
    prob_home_win: p.prob_home_win,
    prob_draw: p.prob_draw,
    prob_away_win: p.prob_away_win,
  }));
  const detail: ExperimentDetail = {
    id: deps.newId('exp'),
    name: request.name,
    description: request.description,
    weight_set_id: set.id,
    weight_set_name: set.name,
    weights: set.weights,
    model: modelOfWeights(set),
    test_season: request.test_season,
    test_gameweeks: request.gameweek_end - request.gameweek_start + 1,
    gameweek_start: request.gameweek_start,
    gameweek_end: request.gameweek_end,
    status: 'completed',
    created_at: createdAt.toISOString(),
    completed_at: deps.clock().toISOString(),
    accuracy: { outcome_accuracy: result.outcome_accuracy, score_accuracy: result.score_accuracy },
    accuracy_results: {
      total: result.total_fixtures,
      outcome_correct: result.correct_outcomes,
      score_correct: result.correct_scores,
      outcome_accuracy: result.outcome_accuracy,
      score_accuracy: result.score_accuracy,
    },
    predictions,
    accuracy_by_gameweek: accuracyByGameweek(predictions),
  };
  await deps.experiments.save(detail);
  const { predictions: _predictions, accuracy_by_gameweek: _weeks, ...summary } = detail;
  return summary;
}

export async function listExperiments(deps: Pick<Repositories, 'experiments'>): Promise<{ experiments: Experiment[] }> {
  return { experiments: await deps.experiments.list() };
}

export async function getExperiment(id: string, deps: Pick<Repositories, 'experiments'>): Promise<ExperimentDetail> {
  const experiment = await deps.experiments.findById(id);
  if (!experiment) throw AppError.notFound(`Experiment ${id} not found`);
  return experiment;
}

export async function deleteExperiment(id: string, deps: Pick<Repositories, 'experiments'>): Promise<void> {
  if (!(await deps.experiments.delete(id))) throw AppError.notFound(`Experiment ${id} not found`);
}

export async function compareExperiments(ids: readonly string[], deps: Pick<Repositories, 'experiments'>): Promise<ComparisonResult> {
  const found = new Map((await deps.experiments.findSummaries(ids)).map((e) => [e.id, e]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw AppError.notFound(`Experiment(s) not found: ${missing.join(', ')}`);
  const experiments = ids.map((id) => found.get(id) as Experiment);
  // Ties go to the first sent, so the answer does not depend on the store's order.
  const best = (key: 'outcome_accuracy' | 'score_accuracy') =>
    experiments.reduce((top, e) => (e.accuracy[key] > top.accuracy[key] ? e : top), experiments[0] as Experiment);
  const bestOutcome = best('outcome_accuracy');
  const bestScore = best('score_accuracy');
  return {
    best_outcome_accuracy: { accuracy: bestOutcome.accuracy.outcome_accuracy, name: bestOutcome.name },
    best_score_accuracy: { accuracy: bestScore.accuracy.score_accuracy, name: bestScore.name },
    experiments: experiments.map((e) => ({
      id: e.id,
      name: e.name,
      weight_set_name: e.weight_set_name,
      test_season: e.test_season,
      gameweek_start: e.gameweek_start,
      gameweek_end: e.gameweek_end,
      predictions_made: e.accuracy_results.total,
      accuracy: e.accuracy,
      weights: e.weights,
      model: modelOfWeights(e),
    })),
  };
}
