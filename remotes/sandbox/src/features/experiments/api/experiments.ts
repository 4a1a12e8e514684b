// The algorithm sandbox's experiment calls (docs/product.md §7), bearer, answers checked with the contracts.
import {
  comparisonResultSchema,
  createExperimentRequestSchema,
  deletedResponseSchema,
  experimentDetailSchema,
  experimentSchema,
  experimentsResponseSchema,
  type ComparisonResult,
  type CreateExperimentRequest,
  type DeletedResponse,
  type Experiment,
  type ExperimentDetail,
  type ExperimentsResponse,
} from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

const path = (id: string) => `/api/sandbox/experiments/${encodeURIComponent(id)}`;

export function getExperiments(token: string): Promise<ExperimentsResponse> {
  return apiClient.get('/api/sandbox/experiments', experimentsResponseSchema, { bearer: token });
}

/** Runs the backtest and answers when it is complete (the experiment carries its accuracy). */
export function createExperiment(token: string, request: CreateExperimentRequest): Promise<Experiment> {
  return apiClient.post('/api/sandbox/experiments', createExperimentRequestSchema.parse(request), experimentSchema, {
    bearer: token,
  });
}

export function getExperimentDetail(token: string, id: string): Promise<ExperimentDetail> {
  return apiClient.get(path(id), experimentDetailSchema, { bearer: token });
}

export function deleteExperiment(token: string, id: string): Promise<DeletedResponse> {
  return apiClient.request(path(id), { method: 'DELETE', bearer: token, schema: deletedResponseSchema });
}

/** The body is the bare list of ids (docs/product.md §7). */
export function compareExperiments(token: string, ids: readonly string[]): Promise<ComparisonResult> {
  return apiClient.post('/api/sandbox/compare', [...ids], comparisonResultSchema, { bearer: token });
}
