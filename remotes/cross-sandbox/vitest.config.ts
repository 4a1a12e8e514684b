import { browserTestedConfig } from '../../vitest.shared.ts';

// Component tests and browser tests of the built cross-sandbox remote through the shell
// (vitest.shared.ts).
// The e2e bound: the gateway's first start ingests the fixtures the diagnostic waits for.
export default browserTestedConfig(import.meta.dirname, { e2eTestTimeout: 400_000 });
