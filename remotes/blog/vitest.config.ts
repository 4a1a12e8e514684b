import { configDefaults } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// Two projects: component tests (jsdom, no build needed) and browser tests that run the built shell
// and blog remote against the real blog service (node, test/e2e; their global setup builds what is
// missing or stale; they need the store, like the service's own tests).
export default packageTestConfig(import.meta.dirname, {
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // `extends` appends the shared include list (which has test/**) to this one.
          exclude: [...configDefaults.exclude, 'test/**'],
          setupFiles: ['./src/testing/setup-tests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          // One browser and one service at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
