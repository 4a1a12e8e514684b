export { runBatchTest } from './api/batch-test.ts';
export { BatchTestPanel } from './components/batch-test-panel.tsx';
