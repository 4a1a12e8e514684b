// Batch Weight Testing (docs/product.md §7, bearer; the experiment service answers).
import type { BatchTestDiagnostic, BatchWeightTestResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const runBatchDiagnostic = (token: string) =>
  apiClient.get<BatchTestDiagnostic>('/api/sandbox/batch-test-diagnostic', { bearer: token });

export const INVALID_RESPONSE = 'Invalid response from server. Check console for details.';

/**
 * docs/product.md §8: an answer whose structure is not a batch result is 'Invalid response from
 * server. Check console for details.' The bundle ships no zod, so the fields the panel reads are
 * checked here; the tests parse every fake answer with the contract's schema.
 */
export function isBatchResult(answer: unknown): answer is BatchWeightTestResponse {
  if (!answer || typeof answer !== 'object') return false;
  const candidate = answer as Partial<Record<keyof BatchWeightTestResponse, unknown>>;
  return (
    Array.isArray(candidate.results) &&
    candidate.results.length > 0 &&
    candidate.results.every(
      (row: unknown) =>
        !!row &&
        typeof row === 'object' &&
        typeof (row as { weight_set_name?: unknown }).weight_set_name === 'string' &&
        typeof (row as { overall?: { accuracy?: unknown } }).overall?.accuracy === 'number',
    ) &&
    typeof candidate.best_overall === 'object' &&
    typeof candidate.recommendation === 'object' &&
    typeof candidate.production_performance === 'object'
  );
}

export async function testAllWeightSets(token: string): Promise<BatchWeightTestResponse> {
  const answer = await apiClient.post<unknown>('/api/sandbox/batch-test-weights', undefined, {
    bearer: token,
  });
  if (!isBatchResult(answer)) {
    console.error('Batch weight test answered an unexpected structure', answer);
    throw new Error(INVALID_RESPONSE);
  }
  return answer;
}
