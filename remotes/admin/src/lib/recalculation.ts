// POST /api/admin/recalculate (bearer) answers 202 at once: the recalculation runs on the workers
// over Kafka, so any replica may do it. The panel then polls GET /api/admin/recalculation-status
// every 2 s until the run its request started (same correlation id) has finished, and shows that
// run's Recalculation result (docs/product.md §3). Two sections offer it (CRITICAL FIX and Prediction
// Quality Diagnostics), so it lives here once.
import type { RecalculationAccepted, RecalculationResult, RecalculationStatus } from '@scoreline/contracts';
import { apiClient } from './api-client.ts';
import { sleep } from './sleep.ts';

export const RECALCULATE_CONFIRM =
  'Recalculate every prediction with the production weights? This usually takes 2-5 minutes.';

export const RECALCULATION_POLL_MS = 2000;

export async function recalculateAndWait(token: string): Promise<RecalculationResult> {
  const accepted = await apiClient.post<RecalculationAccepted>('/api/admin/recalculate', undefined, {
    bearer: token,
  });
  for (;;) {
    const { last_run } = await apiClient.get<RecalculationStatus>('/api/admin/recalculation-status', {
      bearer: token,
    });
    // `requested` and `running` are both still to come; only a finished run of this request ends the wait.
    const finished = last_run?.status === 'completed' || last_run?.status === 'failed';
    if (last_run && last_run.correlation_id === accepted.correlation_id && finished) {
      if (last_run.status === 'failed' || !last_run.result) {
        throw new Error(last_run.error ?? 'Recalculation failed');
      }
      return last_run.result;
    }
    await sleep(RECALCULATION_POLL_MS);
  }
}
