// GET /api/admin/recalculation-status: how the latest recalculation went (POST
// /api/admin/recalculate answers 202 before the worker has done anything).
import type { RecalculationStatus } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function getRecalculationStatus(deps: { recalculationRuns: Repositories['recalculationRuns'] }): Promise<RecalculationStatus> {
  const run = await deps.recalculationRuns.latest();
  if (!run) return { last_run: null };
  return {
    last_run: {
      status: run.status,
      reason: run.reason,
      correlation_id: run.correlation_id,
      started_at: run.started_at.toISOString(),
      completed_at: run.completed_at ? run.completed_at.toISOString() : null,
      result: run.result ?? null,
      error: run.error ?? null,
    },
  };
}
