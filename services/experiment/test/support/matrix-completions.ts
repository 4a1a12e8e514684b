// The completion a matrix worker publishes for a requested combination, for tests that stand in for
// the workers and hand completions to the aggregator themselves.
import type { EventData } from '@scoreline/contracts';

export type Requested = EventData<'matrix.combination.requested'>;
export type Completed = EventData<'matrix.combination.completed'>;

/** Its metrics distinct per combination, so a lost or doubled one shows in the result's table. */
export function completionOf(requested: Requested): Completed {
  return {
    job_id: requested.job_id,
    index: requested.index,
    weight_set_id: requested.weight_set.id,
    weight_set_name: requested.weight_set.name,
    rounding_config_id: requested.rounding_config.id,
    rounding_config_name: requested.rounding_config.name,
    metrics: { total_fixtures: 380, correct_outcomes: 100 + (requested.index % 97), correct_scores: 20 + (requested.index % 13) },
  };
}
