// What the aggregator does with one `matrix.combination.completed`, whatever Kafka redelivers: a
// success is counted exactly once, a failure fails the job (unless its combination was counted
// meanwhile), and the last count finishes the job.
import type { EventData } from '@scoreline/contracts';
import { combinationLabel, toCombination } from '../domain/matrix-job.ts';
import { failMatrixJob } from './fail-matrix-job.ts';
import { type FinishMatrixJobDeps, finishMatrixJob } from './finish-matrix-job.ts';

export type MatrixCompletionOutcome = 'counted' | 'duplicate' | 'failed' | 'unknown job';

export async function recordMatrixCompletion(
  event: EventData<'matrix.combination.completed'>,
  deps: FinishMatrixJobDeps,
): Promise<MatrixCompletionOutcome> {
  const unknown = (): 'unknown job' => {
    deps.logger.warn(
      { job_id: event.job_id, index: event.index },
      'completion of an unknown matrix job ignored',
    );
    return 'unknown job';
  };
  const label = combinationLabel(event.weight_set_name, event.rounding_config_name);
  if (event.metrics === undefined) {
    const job = await deps.matrixJobs.findById(event.job_id);
    if (!job) return unknown();
    if ((await deps.matrixJobs.countedIndexes(job.id)).includes(event.index)) return 'duplicate';
    await failMatrixJob(
      {
        jobId: job.id,
        error: `Combination ${event.index + 1} (${label}) failed: ${event.error ?? 'Unknown error'}`,
      },
      deps,
    );
    return 'failed';
  }
  const progress = await deps.matrixJobs.countCombination(
    event.job_id,
    toCombination(event, event.metrics),
    label,
    deps.clock(),
  );
  if (!progress) return unknown();
  // Checked on a duplicate too: a crash after the last count but before the result was stored is
  // finished by the redelivery.
  if (progress.completed_combinations >= progress.total_combinations && progress.status !== 'completed')
    await finishMatrixJob({ jobId: event.job_id }, deps);
  return progress.counted ? 'counted' : 'duplicate';
}
