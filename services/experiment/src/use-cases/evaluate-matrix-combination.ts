// A matrix worker's one job: judge one weight set × rounding config on the job's scope with the
// engine, on its worker threads, over the metric pass they keep per version of the fixtures read model.
import { type EventData, modelOfWeights } from '@scoreline/contracts';
import { combinationIdentity } from '../domain/matrix-job.ts';
import type { EvaluationCache, Repositories } from './ports.ts';

export interface EvaluateCombinationDeps extends Pick<Repositories, 'fixtures'> {
  evaluation: EvaluationCache;
}

type Completed = EventData<'matrix.combination.completed'>;

export async function evaluateMatrixCombination(request: EventData<'matrix.combination.requested'>, deps: EvaluateCombinationDeps): Promise<Completed> {
  const evaluation = await deps.evaluation.get(deps.fixtures);
  const { weight_set: set, rounding_config: config } = request;
  // The set's model (a Dixon–Coles set names it; absent, the six-metric model of its weights) and the
  // config's rounding mode (absent: smart) decide what the engine judges.
  const result = await evaluation.matrix({
    weight_sets: [{ id: set.id, name: set.name, model: modelOfWeights(set) }],
    rounding_configs: [{ id: config.id, name: config.name, parameters: config.parameters, mode: config.mode ?? 'smart' }],
    scope: request.scope,
  });
  const combination = result.combinations[0];
  if (!combination) throw new Error('the engine judged no combination');
  return {
    ...combinationIdentity(request),
    metrics: { total_fixtures: combination.total_fixtures, correct_outcomes: combination.correct_outcomes, correct_scores: combination.correct_scores },
  };
}
