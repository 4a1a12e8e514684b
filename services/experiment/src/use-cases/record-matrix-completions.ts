// What the aggregator does with a batch of completions (one fetch of its partition): the successful
// ones of each job counted in one store update (exactly once each, as one by one), then the failed
// ones, then the job finished when everything is counted. Whatever it throws, the bus hands the
// batch to recordMatrixCompletion one event at a time.
import type { EventData } from '@scoreline/contracts';
import { combinationLabel, toCombination } from '../domain/matrix-job.ts';
import { type FinishMatrixJobDeps, finishMatrixJob } from './finish-matrix-job.ts';
import { recordMatrixCompletion } from './record-matrix-completion.ts';

type Completion = EventData<'matrix.combination.completed'>;

export async function recordMatrixCompletions(
  events: readonly Completion[],
  deps: FinishMatrixJobDeps,
): Promise<{ counted: number; duplicates: number }> {
  const byJob = new Map<string, Completion[]>();
  for (const event of events) byJob.set(event.job_id, [...(byJob.get(event.job_id) ?? []), event]);
  const totals = { counted: 0, duplicates: 0 };
  for (const [jobId, jobEvents] of byJob) {
    const successes = jobEvents.flatMap((event) =>
      event.metrics === undefined
        ? []
        : [
            {
              combination: toCombination(event, event.metrics),
              label: combinationLabel(event.weight_set_name, event.rounding_config_name),
            },
          ],
    );
    // Successes first: a failure whose combination was counted meanwhile (a resume) is a duplicate.
    const progress =
      successes.length > 0 ? await deps.matrixJobs.countCombinations(jobId, successes, deps.clock()) : null;
    if (successes.length > 0 && !progress) {
      deps.logger.warn(
        { job_id: jobId, completions: successes.length },
        'completions of an unknown matrix job ignored',
      );
      continue;
    }
    if (progress) {
      totals.counted += progress.counted;
      totals.duplicates += progress.duplicates;
    }
    for (const failure of jobEvents.filter((event) => event.metrics === undefined)) {
      if ((await recordMatrixCompletion(failure, deps)) === 'duplicate') totals.duplicates += 1;
    }
    if (
      progress &&
      progress.job.completed_combinations >= progress.job.total_combinations &&
      progress.job.status !== 'completed'
    ) {
      await finishMatrixJob(
        { jobId, known: { job: progress.job, combinations: progress.combinations } },
        deps,
      );
    }
  }
  return totals;
}
