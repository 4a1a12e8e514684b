// Cross-sandbox matrix testing (docs/product.md §7, "Cross sandbox (bearer)"); every call is bearer.
import { entityIdSchema } from '@scoreline/contracts';
import { parseParams } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { ExperimentContext } from '../context.ts';
import { matrixDiagnostic, matrixHistory, matrixJobStatus, matrixResult, resumeMatrixJob, startMatrixTest } from '../use-cases/matrix-jobs.ts';
import { consumerGroupMembers, MATRIX_WORKER_GROUP_ID } from '../workers/matrix-workers.ts';

const jobIdParams = z.object({ jobId: entityIdSchema });
const resumeParams = z.object({ job_id: entityIdSchema });
const resultParams = z.object({ id: entityIdSchema });

export function crossSandboxRoutes(router: Router, context: ExperimentContext, bearer: RequestHandler): void {
  const deps = {
    ...context.repositories,
    matrixJobs: context.matrixJobs,
    publisher: context.bus,
    clock: context.clock,
    newId: context.newId,
    logger: context.logger,
  };
  const diagnosticDeps = {
    ...context.repositories,
    evaluation: context.evaluation,
    brokerHealth: () => context.bus.health(),
    workerCount: () => consumerGroupMembers(context.bus, MATRIX_WORKER_GROUP_ID),
  };

  router.get('/api/cross-sandbox/diagnostic', bearer, async (_req, res) => {
    res.json(await matrixDiagnostic(diagnosticDeps));
  });

  router.get('/api/cross-sandbox/history', bearer, async (_req, res) => {
    res.json(await matrixHistory(deps));
  });

  router.post('/api/cross-sandbox/start-matrix-test', bearer, async (_req, res) => {
    res.json(await startMatrixTest(deps));
  });

  router.get('/api/cross-sandbox/job-status/:jobId', bearer, async (req, res) => {
    res.json(await matrixJobStatus(parseParams(req, jobIdParams, { status: 400 }).jobId, deps));
  });

  router.get('/api/cross-sandbox/results/:id', bearer, async (req, res) => {
    res.json(await matrixResult(parseParams(req, resultParams, { status: 400 }).id, deps));
  });

  router.post('/api/cross-sandbox/resume-job/:job_id', bearer, async (req, res) => {
    res.json(await resumeMatrixJob(parseParams(req, resumeParams, { status: 400 }).job_id, deps));
  });
}
