import { packageTestConfig } from '../../vitest.shared.ts';

// The fault suite starts a whole rehearsal (a dozen hosts) once for its file; its faults run one
// after another on it.
export default packageTestConfig(import.meta.dirname, { test: { fileParallelism: false } });
