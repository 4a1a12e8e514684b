// The rounding sandbox's configuration calls (docs/product.md §7), bearer, answers checked with the contracts.
import {
  createRoundingConfigRequestSchema,
  deletedResponseSchema,
  promoteRoundingConfigResponseSchema,
  roundingConfigSchema,
  roundingConfigsResponseSchema,
  type CreateRoundingConfigRequest,
  type DeletedResponse,
  type PromoteRoundingConfigResponse,
  type RoundingConfig,
  type RoundingConfigsResponse,
} from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getConfigs(token: string): Promise<RoundingConfigsResponse> {
  return apiClient.get('/api/rounding-sandbox/configs', roundingConfigsResponseSchema, { bearer: token });
}

export function getProductionConfig(token: string): Promise<RoundingConfig> {
  return apiClient.get('/api/rounding-sandbox/production-config', roundingConfigSchema, { bearer: token });
}

export function createConfig(token: string, request: CreateRoundingConfigRequest): Promise<RoundingConfig> {
  return apiClient.post('/api/rounding-sandbox/configs', createRoundingConfigRequestSchema.parse(request), roundingConfigSchema, {
    bearer: token,
  });
}

export function deleteConfig(token: string, id: string): Promise<DeletedResponse> {
  return apiClient.request(`/api/rounding-sandbox/configs/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    bearer: token,
    schema: deletedResponseSchema,
  });
}

/** Makes a configuration production; the answer carries the generated source to copy by hand. */
export function promoteConfig(token: string, id: string): Promise<PromoteRoundingConfigResponse> {
  return apiClient.post(`/api/rounding-sandbox/promote/${encodeURIComponent(id)}`, undefined, promoteRoundingConfigResponseSchema, {
    bearer: token,
  });
}
