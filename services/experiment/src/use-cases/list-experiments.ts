// Every stored experiment, without its judged fixtures.
import { type Experiment } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function listExperiments(
  deps: Pick<Repositories, 'experiments'>,
): Promise<{ experiments: Experiment[] }> {
  return { experiments: await deps.experiments.list() };
}
