// An experiment: the walk-forward backtest of one weight set on one season's gameweek range with the
// production rounding, stored with every judged fixture; answered without them.
import {
  type createExperimentRequestSchema,
  type Experiment,
  type ExperimentDetail,
  modelOfWeights,
} from '@scoreline/contracts';
import { EmptyScopeError } from '@scoreline/engine';
import { AppError } from '@scoreline/service-kit';
import type { z } from 'zod';
import { accuracyByGameweek } from '../domain/accuracy.ts';
import { seasonLabel } from '../domain/season.ts';
import type { Clock, EvaluationCache, IdFactory, Repositories } from './ports.ts';
import { productionSettings } from './production-settings.ts';

export interface RunExperimentDeps extends Pick<
  Repositories,
  'fixtures' | 'weightSets' | 'roundingConfigs' | 'experiments'
> {
  evaluation: EvaluationCache;
  clock: Clock;
  newId: IdFactory;
}

export async function createExperiment(
  request: z.output<typeof createExperimentRequestSchema>,
  deps: RunExperimentDeps,
): Promise<Experiment> {
  const createdAt = deps.clock();
  const set = await deps.weightSets.findById(request.weight_set_id);
  if (!set) throw AppError.notFound(`Weight set ${request.weight_set_id} not found`);
  const [evaluation, production] = await Promise.all([
    deps.evaluation.get(deps.fixtures),
    productionSettings(deps),
  ]);
  const season = seasonLabel(request.test_season);
  let result;
  try {
    result = await evaluation.progressiveBacktest({
      model: modelOfWeights(set),
      rounding: production.rounding,
      scope: {
        seasons: [season],
        gameweek_start: request.gameweek_start,
        gameweek_end: request.gameweek_end,
      },
      include_predictions: true,
    });
  } catch (error) {
    if (error instanceof EmptyScopeError) {
      throw AppError.conflict(
        `No played fixtures in ${season} gameweeks ${request.gameweek_start}-${request.gameweek_end}: refresh that season first`,
      );
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
