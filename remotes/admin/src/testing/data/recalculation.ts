// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The recalculation of every
// prediction: its result, an accepted request and its status.
import { recalculationResultSchema, type RecalculationResult } from '@scoreline/contracts';
import { AT } from './common.ts';

export function aRecalculationResult(overrides: Partial<RecalculationResult> = {}): RecalculationResult {
  return recalculationResultSchema.parse({
    processed: 1900,
    successful_predictions: 1880,
    skipped: 20,
    no_historical_data: 12,
    updated: 1880,
    unchanged: 0,
    events_published: 5,
    message: 'Recalculated 1880 predictions',
    next_step: 'Calculate accuracy',
    error_count: 0,
    errors_sample: [],
    duration_ms: 900,
    ...overrides,
  });
}

export const recalculationAccepted = {
  status: 'accepted' as const,
  message: 'Recalculation requested',
  reason: 'admin_request' as const,
  seasons: ['2024-25'],
  correlation_id: 'req-recalc',
};

export function aRecalculationStatus(
  status: 'requested' | 'running' | 'completed' | 'failed',
  correlationId = 'req-recalc',
) {
  return {
    last_run: {
      status,
      reason: 'admin_request' as const,
      correlation_id: correlationId,
      started_at: AT,
      completed_at: status === 'completed' || status === 'failed' ? AT : null,
      result: status === 'completed' ? aRecalculationResult() : null,
      error: status === 'failed' ? 'Kafka unavailable' : null,
    },
  };
}
