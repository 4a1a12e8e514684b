import { packageTestConfig } from '../../vitest.shared.ts';

// One file at a time: the crashed-run test creates network namespaces and cleans up every run left
// behind, which must not meet another file's. The rehearsal itself (a dozen hosts, the four
// faults) runs as `npm run rehearse`, not in these tests.
export default packageTestConfig(import.meta.dirname, { test: { fileParallelism: false } });
