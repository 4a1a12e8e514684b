// Deletes an experiment (404 when there is none).
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function deleteExperiment(id: string, deps: Pick<Repositories, 'experiments'>): Promise<void> {
  if (!(await deps.experiments.delete(id))) throw AppError.notFound(`Experiment ${id} not found`);
}
