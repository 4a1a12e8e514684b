// After a promotion: asks for a recalculation (request-recalculation.ts), unless there are no
// fixtures yet, in which case the first recalculation will use the promoted settings anyway.
import { NothingToRecalculateError, requestRecalculation, type SettingsChangeDeps } from './request-recalculation.ts';

export async function requestRecalculationIfAnyFixtures(
  input: { reason: 'weights_promoted' | 'rounding_promoted'; correlationId: string },
  deps: SettingsChangeDeps,
): Promise<void> {
  try {
    await requestRecalculation({ reason: input.reason, correlationId: input.correlationId }, deps);
  } catch (error) {
    if (!(error instanceof NothingToRecalculateError)) throw error;
  }
}
