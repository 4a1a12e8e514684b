export { getJobStatus, resumeJob, startMatrixTest } from './api/matrix-job.ts';
export { JobAlert } from './components/job-alert.tsx';
export { JobPanel } from './components/job-panel.tsx';
export { MatrixTestStart } from './components/matrix-test-start.tsx';
export { useJobAlert } from './hooks/use-job-alert.ts';
export { useLogout } from './hooks/use-logout.ts';
export { useMatrixTest } from './hooks/use-matrix-test.ts';
