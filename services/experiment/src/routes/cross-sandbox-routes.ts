// Cross-sandbox matrix testing (docs/product.md §7, "Cross sandbox (bearer)"); every call is bearer.
import { API } from '@scoreline/contracts';
import { BROKER_LIVENESS_TIMEOUT_MS } from '@scoreline/events';
import { parseParams } from '@scoreline/service-kit';
import type { RequestHandler, Router } from 'express';
import type { ExperimentContext } from '../context.ts';
import { getMatrixDiagnostic } from '../use-cases/get-matrix-diagnostic.ts';
import { getMatrixHistory } from '../use-cases/get-matrix-history.ts';
import { getMatrixJobStatus } from '../use-cases/get-matrix-job-status.ts';
import { getMatrixResult } from '../use-cases/get-matrix-result.ts';
import { resumeMatrixJob } from '../use-cases/resume-matrix-job.ts';
import { startMatrixTest } from '../use-cases/start-matrix-test.ts';

export function crossSandboxRoutes(router: Router, context: ExperimentContext, bearer: RequestHandler): void {
  const deps = {
    ...context.repositories,
    publisher: context.publisher,
    clock: context.clock,
    newId: context.newId,
    logger: context.logger,
  };
  const diagnosticDeps = {
    ...context.repositories,
    evaluation: context.evaluation,
    // Each bounded, so the diagnostic answers in about a second and a half while the broker is down or frozen.
    brokerHealth: () => context.bus.health(BROKER_LIVENESS_TIMEOUT_MS),
    workerCount: () => context.matrixWorkerCount(BROKER_LIVENESS_TIMEOUT_MS),
  };

  router.get(API.matrixDiagnostic.route, bearer, async (_req, res) => {
    res.json(await getMatrixDiagnostic(diagnosticDeps));
  });

  router.get(API.matrixHistory.route, bearer, async (_req, res) => {
    res.json(await getMatrixHistory(deps));
  });

  router.post(API.startMatrixTest.route, bearer, async (_req, res) => {
    res.json(await startMatrixTest(deps));
  });

  router.get(API.matrixJobStatus.route, bearer, async (req, res) => {
    res.json(await getMatrixJobStatus(parseParams(req, API.matrixJobStatus.params, { status: 400 }).jobId, deps));
  });

  router.get(API.matrixResult.route, bearer, async (req, res) => {
    res.json(await getMatrixResult(parseParams(req, API.matrixResult.params, { status: 400 }).id, deps));
  });

  router.post(API.resumeMatrixJob.route, bearer, async (req, res) => {
    res.json(await resumeMatrixJob(parseParams(req, API.resumeMatrixJob.params, { status: 400 }).job_id, deps));
  });
}
