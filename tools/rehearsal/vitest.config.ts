import { packageTestConfig } from '../../vitest.shared.ts';

// One file at a time: the crashed-run test creates network namespaces and cleans up every run left
// behind, which must not meet the smaller-load rehearsal's hosts (rehearse.faults.test.ts).
export default packageTestConfig(import.meta.dirname, { test: { fileParallelism: false } });
