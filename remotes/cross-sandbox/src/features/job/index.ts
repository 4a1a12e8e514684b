export { getJobStatus, resumeJob, startMatrixTest } from './api/matrix-job.ts';
export { JobPanel } from './components/job-panel.tsx';
export { useMatrixJob } from './hooks/use-matrix-job.ts';
export { useJobControls } from './hooks/use-job-controls.ts';
