// Algorithm Weights editor (docs/product.md §7): GET /api/weights and POST /api/weights {metric, value}, bearer.
import type { WeightUpdateRequest, Weights } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getWeights = (token: string) => apiClient.get<Weights>('/api/weights', { bearer: token });

export const saveWeight = (request: WeightUpdateRequest, token: string) =>
  apiClient.post<Weights>('/api/weights', request, { bearer: token });
