import { configDefaults } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// Two projects: component tests (jsdom, no build, no federation: vite.config.ts is not read by
// Vitest, so the tests render the exposed page directly), and browser tests that run the built shell
// and admin remote against the real gateway with every service (node, test/e2e; their global setup
// builds what is missing or stale; they need the infrastructure, like the services' own tests).
export default packageTestConfig(import.meta.dirname, {
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
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
          // One browser and one gateway at a time: the machine has two cores.
          fileParallelism: false,
          // A whole refresh of four seasons runs inside one step.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
