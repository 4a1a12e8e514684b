// weights.promoted → the promoted weight set becomes the production weights, then the predictions
// are recalculated. A promotion older than the stored weights (a redelivery after a newer change)
// is ignored; a redelivery of the promotion that is in force requests the recalculation again,
// because its first handling may have stopped before the request went out.
import type { ModelConfiguration, Weights } from '@scoreline/contracts';
import { isDeepStrictEqual } from 'node:util';
import { sameWeights } from '../domain/model-settings.ts';
import type { SettingsChangeDeps } from './request-recalculation.ts';
import { requestRecalculationIfAnyFixtures } from './request-recalculation-if-any-fixtures.ts';

export type PromotionDeps = SettingsChangeDeps;

export async function applyWeightsPromotion(
  input: { data: { weight_set_id: string; name: string; weights: Weights; model?: ModelConfiguration | undefined }; occurredAt: Date; correlationId: string },
  deps: PromotionDeps,
): Promise<'applied' | 'ignored'> {
  const { data } = input;
  // A Dixon–Coles promotion switches the family; a six-metric one (or none, older producers) switches back.
  const dixonColes = data.model?.family === 'dixon_coles' ? data.model : null;
  const applied = await deps.settings.promoteWeights(data.weights, { kind: 'promotion', id: data.weight_set_id, name: data.name }, input.occurredAt, dixonColes);
  if (!applied) {
    const current = await deps.settings.get();
    const inForce =
      current.weights_source.kind === 'promotion' &&
      current.weights_source.id === data.weight_set_id &&
      sameWeights(current.weights, data.weights) &&
      isDeepStrictEqual(current.model.family === 'dixon_coles' ? current.model : null, dixonColes);
    if (!inForce) {
      deps.logger.info({ weight_set_id: data.weight_set_id }, 'weights promotion older than the stored weights; ignored');
      return 'ignored';
    }
  }
  deps.logger.info({ weight_set_id: data.weight_set_id, name: data.name, weights: data.weights, family: dixonColes ? 'dixon_coles' : 'six_metric' }, 'promoted model in production');
  await requestRecalculationIfAnyFixtures({ reason: 'weights_promoted', correlationId: input.correlationId }, deps);
  return 'applied';
}
