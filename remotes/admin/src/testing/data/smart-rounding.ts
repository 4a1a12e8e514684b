// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The smart rounding migration's
// validation.
import { smartRoundingValidationSchema } from '@scoreline/contracts';

export const aValidation = (overrides = {}) =>
  smartRoundingValidationSchema.parse({
    migration_complete: true,
    summary: {
      total_predictions: 1900,
      predictions_with_outcome: 1900,
      prediction_coverage_pct: 100,
      accuracy_records: 1520,
      accuracy_with_smart_rounding: 1520,
      smart_rounding_pct: 100,
    },
    issues: [],
    recommendations: ['Nothing to do'],
    error: null,
    ...overrides,
  });
