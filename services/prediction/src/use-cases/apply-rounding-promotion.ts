// rounding.promoted → the promoted rounding configuration (smart rounding with its parameters, or
// most-probable rounding) becomes the production rounding, then the predictions are recalculated;
// same ordering rules as the weights (apply-weights-promotion.ts).
import type { RoundingModeKind, RoundingParameters } from '@scoreline/contracts';
import { sameRounding } from '../domain/model-settings.ts';
import type { PromotionDeps } from './apply-weights-promotion.ts';
import { requestRecalculationIfAnyFixtures } from './request-recalculation-if-any-fixtures.ts';

export async function applyRoundingPromotion(
  input: { data: { config_id: string; name: string; parameters: RoundingParameters; mode?: RoundingModeKind | undefined }; occurredAt: Date; correlationId: string },
  deps: PromotionDeps,
): Promise<'applied' | 'ignored'> {
  const { data } = input;
  // Producers before rounding modes send none: theirs was always smart rounding.
  const mode = data.mode ?? 'smart';
  const applied = await deps.settings.promoteRounding(data.parameters, mode, { kind: 'promotion', id: data.config_id, name: data.name }, input.occurredAt);
  if (!applied) {
    const current = await deps.settings.get();
    const inForce =
      current.rounding_source.kind === 'promotion' &&
      current.rounding_source.id === data.config_id &&
      current.rounding_mode === mode &&
      sameRounding(current.rounding, data.parameters);
    if (!inForce) {
      deps.logger.info({ config_id: data.config_id }, 'rounding promotion older than the stored rounding; ignored');
      return 'ignored';
    }
  }
  deps.logger.info({ config_id: data.config_id, name: data.name, mode }, 'promoted rounding in production');
  await requestRecalculationIfAnyFixtures({ reason: 'rounding_promoted', correlationId: input.correlationId }, deps);
  return 'applied';
}
