// The matrix job's life on the screen (docs/product.md §4): the job id kept in local storage so a
// reload resumes tracking; a pending or running job polled every 3 s; completed → `onCompleted`
// (results, history) and the stored id removed; failed → the stored id removed and the error kept;
// a failed status check removes the stored id.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MATRIX_JOB_STORAGE_KEY, MATRIX_POLL_INTERVAL_MS, type MatrixJob } from '@scoreline/contracts';
import { getJobStatus } from '../api/matrix-job.ts';

function storedJobId(): string | null {
  try {
    return localStorage.getItem(MATRIX_JOB_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored job id is removed: a reload no longer resumes tracking it (a finished job, Logout). */
export function forgetTrackedJob(): void {
  localStorage.removeItem(MATRIX_JOB_STORAGE_KEY);
}

export function useMatrixJob(token: string, onCompleted: (job: MatrixJob) => void) {
  const [jobId, setJobId] = useState<string | null>(storedJobId);
  const [job, setJob] = useState<MatrixJob | null>(null);
  const completed = useRef(onCompleted);
  completed.current = onCompleted;

  const track = useCallback((id: string) => {
    localStorage.setItem(MATRIX_JOB_STORAGE_KEY, id);
    setJob(null);
    setJobId(id);
  }, []);

  useEffect(() => {
    if (!jobId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await getJobStatus(token, jobId);
        if (cancelled) return;
        setJob(status);
        if (status.status === 'completed' || status.status === 'failed') {
          forgetTrackedJob();
          if (status.status === 'completed') completed.current(status);
          return;
        }
        timer = setTimeout(() => void poll(), MATRIX_POLL_INTERVAL_MS);
      } catch {
        if (cancelled) return;
        forgetTrackedJob();
        setJobId(null);
      }
    };
    void poll();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [jobId, token]);

  /** Polls again after a resume (the job is running again). */
  const resumeTracking = useCallback(() => {
    if (!jobId) return;
    localStorage.setItem(MATRIX_JOB_STORAGE_KEY, jobId);
    setJobId(null);
    queueMicrotask(() => setJobId(jobId));
  }, [jobId]);

  const running = job === null ? jobId !== null : job.status === 'pending' || job.status === 'running';
  return { jobId, job, running, track, resumeTracking };
}
