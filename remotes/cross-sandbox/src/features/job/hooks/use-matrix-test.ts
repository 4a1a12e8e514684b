// The matrix test as the dashboard runs it: the tracked job (useMatrixJob) and its Start and Resume
// (useJobControls). A start clears the last outcome and results; a refused start or resume is told on
// the dashboard's error line; a completed job shows its results and joins the history. Results and
// history are other features: the dashboard hands in what showing and reloading them does.
import { useCallback } from 'react';
import type { MatrixJob } from '@scoreline/contracts';
import type { JobAlert } from './use-job-alert.ts';
import { useJobControls } from './use-job-controls.ts';
import { useMatrixJob } from './use-matrix-job.ts';

export interface MatrixTestDeps {
  readonly token: string;
  readonly alert: Pick<JobAlert, 'show' | 'clear'>;
  /** Shows a completed job's results by their id (a job that names none is the results' to report). */
  readonly showResults: (resultId: string | null) => void;
  readonly clearResults: () => void;
  /** Reads the history again: a completed job is its newest entry. */
  readonly reloadHistory: () => Promise<void>;
}

export function useMatrixTest({ token, alert, showResults, clearResults, reloadHistory }: MatrixTestDeps) {
  const onCompleted = useCallback(
    (job: MatrixJob) => {
      showResults(job.result_id);
      void reloadHistory();
    },
    [showResults, reloadHistory],
  );
  const matrix = useMatrixJob(token, onCompleted);
  const controls = useJobControls({
    token,
    jobId: matrix.jobId,
    track: matrix.track,
    resumeTracking: matrix.resumeTracking,
    onStarting: () => {
      alert.clear();
      clearResults();
    },
    onFailure: alert.show,
  });
  return { ...matrix, ...controls };
}
