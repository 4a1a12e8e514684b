import { matrixResultSchema, type MatrixResult } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getResults(token: string, resultId: string): Promise<MatrixResult> {
  return apiClient.get(`/api/cross-sandbox/results/${encodeURIComponent(resultId)}`, matrixResultSchema, { bearer: token });
}
