// The algorithm sandbox's weight-set calls (docs/product.md §7), bearer, answers checked with the contracts.
import {
  createWeightSetRequestSchema,
  deletedResponseSchema,
  promoteWeightSetResponseSchema,
  weightSetSchema,
  weightSetsResponseSchema,
  type CreateWeightSetRequest,
  type DeletedResponse,
  type PromoteWeightSetResponse,
  type WeightSet,
  type WeightSetsResponse,
} from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getWeightSets(token: string): Promise<WeightSetsResponse> {
  return apiClient.get('/api/sandbox/weight-sets', weightSetsResponseSchema, { bearer: token });
}

export function createWeightSet(token: string, request: CreateWeightSetRequest): Promise<WeightSet> {
  return apiClient.post('/api/sandbox/weight-sets', createWeightSetRequestSchema.parse(request), weightSetSchema, {
    bearer: token,
  });
}

export function deleteWeightSet(token: string, id: string): Promise<DeletedResponse> {
  return apiClient.request(`/api/sandbox/weight-sets/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    bearer: token,
    schema: deletedResponseSchema,
  });
}

/** Makes a weight set production; the prediction service then recalculates every prediction. */
export function promoteWeightSet(token: string, id: string): Promise<PromoteWeightSetResponse> {
  return apiClient.post(`/api/sandbox/promote/${encodeURIComponent(id)}`, undefined, promoteWeightSetResponseSchema, {
    bearer: token,
  });
}
