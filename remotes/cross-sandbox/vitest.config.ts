import { configDefaults } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.ts';

// Two projects: component tests (jsdom, no federation: vite.config.ts is not read by Vitest, so they
// render the exposed page directly) and the browser test of /cross-sandbox through the built shell
// and the real gateway (node, test/e2e; the global setup builds what is missing or stale).
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
          // One browser and one gateway at a time: the machine has two cores.
          fileParallelism: false,
          // The gateway's first start ingests the fixtures the diagnostic waits for.
          testTimeout: 400_000,
        },
      },
    ],
  },
});
