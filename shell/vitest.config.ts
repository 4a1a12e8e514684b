import { browserTestedConfig } from '../vitest.shared.ts';

// Component tests and browser tests of the built shell and predictions remote (vitest.shared.ts).
export default browserTestedConfig(import.meta.dirname, { e2eTestTimeout: 60_000 });
