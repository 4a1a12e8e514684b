import {
  matrixJobSchema,
  type MatrixJob,
  resumeMatrixJobResponseSchema,
  type ResumeMatrixJobResponse,
  startMatrixTestResponseSchema,
  type StartMatrixTestResponse,
} from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function startMatrixTest(token: string): Promise<StartMatrixTestResponse> {
  return apiClient.post('/api/cross-sandbox/start-matrix-test', undefined, startMatrixTestResponseSchema, { bearer: token });
}

export function getJobStatus(token: string, jobId: string): Promise<MatrixJob> {
  return apiClient.get(`/api/cross-sandbox/job-status/${encodeURIComponent(jobId)}`, matrixJobSchema, { bearer: token });
}

export function resumeJob(token: string, jobId: string): Promise<ResumeMatrixJobResponse> {
  return apiClient.post(`/api/cross-sandbox/resume-job/${encodeURIComponent(jobId)}`, undefined, resumeMatrixJobResponseSchema, { bearer: token });
}
