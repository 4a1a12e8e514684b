import type { MatrixJob } from '@scoreline/contracts';
import { Button, Card } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';

export interface JobPanelProps {
  readonly job: MatrixJob | null;
  readonly jobId: string | null;
  readonly resuming: boolean;
  readonly onResume: () => void;
}

/** The job status panel: progress bar, last combination, stuck warning, failure with resume. */
export function JobPanel({ job, jobId, resuming, onResume }: JobPanelProps) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-job">
      <h2 id="cs-job">Job Status</h2>
      {!jobId && !job ? <p>No matrix test running.</p> : null}
      {jobId && !job ? <p>Loading job {jobId}...</p> : null}
      {job ? (
        <>
          <p>
            Job <code>{job.job_id}</code>: <strong>{job.status}</strong>
          </p>
          <progress className="sl-progress" max={100} value={job.progress_percentage} aria-label="Matrix test progress">
            {formatPercent(job.progress_percentage, 0)}
          </progress>
          <p>
            {formatPercent(job.progress_percentage, 0)} ({job.completed_combinations} of {job.total_combinations} combinations)
          </p>
          {job.last_completed_combination ? <p>Last completed: {job.last_completed_combination}</p> : null}
          {job.is_stuck ? (
            <p role="alert" className="sl-notice sl-notice--error">
              Job appears stuck (no activity for &gt;5 minutes). You may want to resume it.
            </p>
          ) : null}
          {job.status === 'failed' ? (
            <p role="alert" className="sl-notice sl-notice--error">
              Matrix test failed: {job.error ?? 'Unknown error'}.{job.can_resume ? ' You can try resuming it.' : ''}
            </p>
          ) : null}
          {job.can_resume ? (
            <Button busy={resuming} onClick={onResume}>
              Resume Job
            </Button>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
