// POST /api/admin/recalculate (bearer) answers 202 at once: the recalculation runs on the workers
// over Kafka, so any replica may do it. The panel then polls GET /api/admin/recalculation-status
// with its request's correlation id every 2 s until the run that answered that request has
// finished (a run answers every request waiting for it, each under its own id), and shows that
// run's Recalculation result (docs/product.md §3). It stops waiting, with a message, after
// RECALCULATION_WAIT_POLLS polls (20 minutes, four times the longest duration the admin is told).
// Two sections offer it (CRITICAL FIX and Prediction Quality Diagnostics), so it lives here once.
import type { RecalculationAccepted, RecalculationResult, RecalculationStatus } from '@scoreline/contracts';
import { apiClient } from './api-client.ts';
import { sleep } from './sleep.ts';

export const RECALCULATE_CONFIRM =
  'Recalculate every prediction with the production weights? This usually takes 2-5 minutes.';

export const RECALCULATION_POLL_MS = 2000;
/** 20 minutes of 2-s polls. */
export const RECALCULATION_WAIT_POLLS = 600;
export const RECALCULATION_WAIT_EXPIRED =
  'no answer after 20 minutes. The recalculation may still finish: reload the page later to see the predictions';

export async function recalculateAndWait(token: string): Promise<RecalculationResult> {
  const accepted = await apiClient.post<RecalculationAccepted>('/api/admin/recalculate', undefined, {
    bearer: token,
  });
  for (let poll = 1; ; poll += 1) {
    const { last_run } = await apiClient.get<RecalculationStatus>('/api/admin/recalculation-status', {
      bearer: token,
      query: { correlation_id: accepted.correlation_id },
    });
    // `requested` and `running` are both still to come; only a finished run of this request ends the wait.
    const finished = last_run?.status === 'completed' || last_run?.status === 'failed';
    if (last_run && last_run.correlation_id === accepted.correlation_id && finished) {
      if (last_run.status === 'failed' || !last_run.result) {
        throw new Error(last_run.error ?? 'Recalculation failed');
      }
      return last_run.result;
    }
    if (poll >= RECALCULATION_WAIT_POLLS) throw new Error(RECALCULATION_WAIT_EXPIRED);
    await sleep(RECALCULATION_POLL_MS);
  }
}
