// How the panel proves an admin token (docs/product.md §4): a bearer call that needs one. The
// production weights are the cheapest such read; a 401 or 403 means the token was refused.
import type { Weights } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function loadWithToken(token: string): Promise<Weights> {
  return apiClient.get<Weights>('/api/weights', { bearer: token });
}
