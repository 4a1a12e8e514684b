// Experiments side by side, in the order asked, with the best outcome and exact-score accuracy
// (ties go to the first asked).
import { type ComparisonResult, type Experiment, modelOfWeights } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function compareExperiments(
  ids: readonly string[],
  deps: Pick<Repositories, 'experiments'>,
): Promise<ComparisonResult> {
  const found = new Map((await deps.experiments.findSummaries(ids)).map((e) => [e.id, e]));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw AppError.notFound(`Experiment(s) not found: ${missing.join(', ')}`);
  const experiments = ids.map((id) => found.get(id) as Experiment);
  // Ties go to the first sent, so the answer does not depend on the store's order.
  const best = (key: 'outcome_accuracy' | 'score_accuracy') =>
    experiments.reduce(
      (top, e) => (e.accuracy[key] > top.accuracy[key] ? e : top),
      experiments[0] as Experiment,
    );
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
