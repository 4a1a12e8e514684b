export { runBatchTest } from './api/batch-test.ts';
export { BatchTestPanel } from './components/batch-test-panel.tsx';
export { useBatchTest } from './hooks/use-batch-test.ts';
