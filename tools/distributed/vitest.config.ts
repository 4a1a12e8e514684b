import { packageTestConfig } from '../../vitest.shared.ts';

// Each test file starts a whole distributed stack (a dozen processes): one file at a time.
export default packageTestConfig(import.meta.dirname, { test: { fileParallelism: false } });
