// GET /api/admin/recalculation-status: how the latest recalculation went (POST
// /api/admin/recalculate answers 202 before the worker has done anything), or, with the request's
// correlation id, how the run that answered that request went once one has.
import type { RecalculationStatus } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

export async function getRecalculationStatus(
  input: { correlationId?: string | undefined },
  deps: { recalculationRuns: Repositories['recalculationRuns'] },
): Promise<RecalculationStatus> {
  const answer = input.correlationId === undefined ? null : await deps.recalculationRuns.answerOf(input.correlationId);
  if (answer && input.correlationId !== undefined) {
    return {
      last_run: {
        status: answer.status,
        reason: answer.reason,
        correlation_id: input.correlationId,
        started_at: answer.started_at.toISOString(),
        completed_at: answer.completed_at.toISOString(),
        result: answer.result ?? null,
        error: answer.error ?? null,
      },
    };
  }
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
