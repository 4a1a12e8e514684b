// POST /api/rounding-sandbox/batch-test (docs/product.md §7): every configuration on the same fixtures.
import { roundingBatchResponseSchema, type RoundingBatchResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function runBatchTest(token: string): Promise<RoundingBatchResponse> {
  return apiClient.post('/api/rounding-sandbox/batch-test', undefined, roundingBatchResponseSchema, { bearer: token });
}
