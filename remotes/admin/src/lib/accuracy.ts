// POST /api/accuracy/calculate-all (bearer): three sections offer it (Data Management, Prediction
// Quality Diagnostics and step 3 of the smart-rounding migration), so it lives here once.
import { failureMessage } from '@scoreline/api-client';
import type { AccuracyResult } from '@scoreline/contracts';
import { formatPercent } from '@scoreline/ui/format';
import { apiClient } from './api-client.ts';

export const CALCULATE_ACCURACY_CONFIRM =
  'Calculate accuracy for every finished fixture with a stored prediction? This rewrites the accuracy records.';

export function calculateAccuracy(token: string): Promise<AccuracyResult> {
  return apiClient.post<AccuracyResult>('/api/accuracy/calculate-all', undefined, { bearer: token });
}

/** docs/product.md §8: 'Accuracy calculated! x/y outcomes correct (z%)'. */
export function accuracySuccessText(result: AccuracyResult): string {
  return `Accuracy calculated! ${result.correct_outcomes}/${result.processed} outcomes correct (${formatPercent(result.outcome_accuracy, 2)})`;
}

/** docs/product.md §8: 'Failed: {detail or message}'. */
export function accuracyFailureText(error: unknown): string {
  return `Failed: ${failureMessage(error)}`;
}
