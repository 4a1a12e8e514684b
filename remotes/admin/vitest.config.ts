import { browserTestedConfig } from '../../vitest.shared.ts';

// Component tests and browser tests of the built admin remote through the shell (vitest.shared.ts).
// The e2e bound: a whole refresh of four seasons runs inside one step.
export default browserTestedConfig(import.meta.dirname, { e2eTestTimeout: 180_000 });
