// POST /api/weights {metric, value}: saves one production weight (the route has already checked
// the name and the 0-1 range, so nothing invalid is ever written) and asks for a recalculation, so
// the predictions follow the new weight. Answers the updated map.
import type { WeightName, Weights } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import { NothingToRecalculateError, requestRecalculation, type SettingsChangeDeps } from './request-recalculation.ts';

export type SetWeightDeps = SettingsChangeDeps;

export async function setWeight(
  input: { metric: WeightName; value: number; correlationId: string },
  deps: SetWeightDeps,
): Promise<Weights> {
  const settings = await deps.settings.setWeight(input.metric, input.value, deps.clock());
  deps.logger.info({ metric: input.metric, value: input.value }, 'production weight saved');
  try {
    await requestRecalculation({ reason: 'admin_request', correlationId: input.correlationId }, deps);
  } catch (error) {
    // No fixtures yet: the first recalculation will use the saved weight anyway.
    if (!(error instanceof NothingToRecalculateError)) {
      throw AppError.unavailable(
        `${input.metric} = ${input.value} was saved, but the recalculation could not be requested; POST /api/admin/recalculate once the event bus is back`,
        { cause: error },
      );
    }
  }
  return settings.weights;
}
