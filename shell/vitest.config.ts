import { browserTestedConfig } from '../vitest.shared.ts';

// Component tests and browser tests of the built shell and predictions remote (vitest.shared.ts);
// the real-backend flows run a second time against the distributed stack (npm run test:distributed).
export default browserTestedConfig(import.meta.dirname, {
  e2eTestTimeout: 60_000,
  distributedInclude: [
    'test/e2e/home.real-backend.test.ts',
    'test/e2e/first-paint.real-backend.test.ts',
    'test/e2e/fixture-locked.real-backend.test.ts',
    'test/e2e/purchase.real-backend.test.ts',
    'test/e2e/track-record.real-backend.test.ts',
  ],
});
