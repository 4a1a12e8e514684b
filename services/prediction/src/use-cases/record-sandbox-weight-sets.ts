// weight-sets.changed (experiment service) → the stored list of sandbox weight sets, so that
// compare-sandbox-production answers for any of them by name. A snapshot older than the stored one
// is ignored, so a redelivery never brings back a deleted set.
import type { Logger, Repositories } from './ports.ts';
import type { SandboxWeightSet } from '../repositories/sandbox-weight-sets-repository.ts';

export async function recordSandboxWeightSets(
  input: { weightSets: readonly SandboxWeightSet[]; occurredAt: Date },
  deps: { sandboxWeightSets: Repositories['sandboxWeightSets']; logger: Logger },
): Promise<'applied' | 'ignored'> {
  const applied = await deps.sandboxWeightSets.replace(input.weightSets, input.occurredAt);
  deps.logger.debug({ weight_sets: input.weightSets.length, applied }, 'sandbox weight sets received');
  return applied ? 'applied' : 'ignored';
}
