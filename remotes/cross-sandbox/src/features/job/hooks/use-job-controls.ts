// Start and Resume of the matrix job, each after the administrator confirms: a start tracks the new
// job, a resume polls the job again. A refusal is told through `onFailure` with the server's detail
// (docs/product.md §8: 'Failed to start test: …', 'Failed to resume: …').
import { useState } from 'react';
import { failureMessage } from '@scoreline/api-client';
import { resumeJob, startMatrixTest } from '../api/matrix-job.ts';

export interface JobControlsDeps {
  readonly token: string;
  readonly jobId: string | null;
  readonly track: (jobId: string) => void;
  readonly resumeTracking: () => void;
  /** Called as a start begins: the last outcome and results are cleared. */
  readonly onStarting: () => void;
  readonly onFailure: (message: string) => void;
}

export function useJobControls({ token, jobId, track, resumeTracking, onStarting, onFailure }: JobControlsDeps) {
  const [starting, setStarting] = useState(false);
  const [resuming, setResuming] = useState(false);

  const start = async (question: string): Promise<void> => {
    if (!window.confirm(question)) return;
    setStarting(true);
    onStarting();
    try {
      const answer = await startMatrixTest(token);
      if (!answer.job_id) throw new Error('Failed to start matrix test');
      track(answer.job_id);
    } catch (error) {
      onFailure(`Failed to start test: ${failureMessage(error)}`);
    } finally {
      setStarting(false);
    }
  };

  const resume = async (): Promise<void> => {
    if (!jobId || !window.confirm('Resume the matrix test from the last completed combination?')) return;
    setResuming(true);
    try {
      await resumeJob(token, jobId);
      resumeTracking();
    } catch (error) {
      onFailure(`Failed to resume: ${failureMessage(error)}`);
    } finally {
      setResuming(false);
    }
  };

  return { starting, resuming, start, resume };
}
