import { matrixHistoryResponseSchema, type MatrixHistoryEntry } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export async function getHistory(token: string): Promise<MatrixHistoryEntry[]> {
  return (await apiClient.get('/api/cross-sandbox/history', matrixHistoryResponseSchema, { bearer: token })).history;
}
