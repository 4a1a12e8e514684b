// One experiment with every judged fixture and its accuracy by gameweek.
import { type ExperimentDetail } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function getExperiment(
  id: string,
  deps: Pick<Repositories, 'experiments'>,
): Promise<ExperimentDetail> {
  const experiment = await deps.experiments.findById(id);
  if (!experiment) throw AppError.notFound(`Experiment ${id} not found`);
  return experiment;
}
