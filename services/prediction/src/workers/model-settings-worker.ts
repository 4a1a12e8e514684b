// weights.promoted and rounding.promoted (from the experiment service) → the production settings,
// then a recalculation request. One subscription and one partition key for both topics' events
// (the registry's constant promotion key), so promotions apply in the order they were made.
import type { EventSubscription } from '@scoreline/events';
import type { PredictionContext } from '../context.ts';
import { applyRoundingPromotion } from '../use-cases/apply-rounding-promotion.ts';
import { applyWeightsPromotion, type PromotionDeps } from '../use-cases/apply-weights-promotion.ts';

export const MODEL_SETTINGS_GROUP_ID = 'prediction.model-settings';

export function startModelSettingsWorker(context: PredictionContext): Promise<EventSubscription> {
  return context.bus.subscribe({
    groupId: MODEL_SETTINGS_GROUP_ID,
    topics: ['weights.promoted', 'rounding.promoted'],
    handler: async (event) => {
      const deps: PromotionDeps = {
        settings: context.repositories.settings,
        fixtures: context.repositories.fixtures,
        recalculationRuns: context.repositories.recalculationRuns,
        publisher: context.publisher,
        clock: context.clock,
        logger: event.logger,
      };
      const occurredAt = new Date(event.envelope.occurred_at);
      if (event.topic === 'weights.promoted') {
        await applyWeightsPromotion({ data: event.data, occurredAt, correlationId: event.correlationId }, deps);
      } else {
        await applyRoundingPromotion({ data: event.data, occurredAt, correlationId: event.correlationId }, deps);
      }
    },
  });
}
