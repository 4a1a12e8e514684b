// The three steps of the smart-rounding migration and its validation (docs/product.md §4 and §7).
import type {
  AccuracyResult,
  RecalculationResult,
  SmartRoundingValidation,
  UpdateOutcomesResult,
} from '@scoreline/contracts';
import { calculateAccuracy } from '../../../lib/accuracy.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Step 1: backfill predicted_outcome by re-rounding the stored predictions. */
export const backfillOutcomes = (token: string) =>
  apiClient.post<UpdateOutcomesResult>('/api/predictions/update-outcomes', undefined, { bearer: token });

/** Step 2: recalculate every prediction from the metrics in the database. */
export const recalculateWithDbMetrics = (token: string) =>
  apiClient.post<RecalculationResult>('/api/admin/recalculate-with-db-metrics', undefined, { bearer: token });

/** Step 3: accuracy with the new rounding. */
export const recalculateAccuracy = (token: string): Promise<AccuracyResult> => calculateAccuracy(token);

export const validateSmartRounding = (token: string) =>
  apiClient.get<SmartRoundingValidation>('/api/admin/validate-smart-rounding', { bearer: token });
