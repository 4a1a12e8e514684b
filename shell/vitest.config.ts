import { packageTestConfig } from '../vitest.shared.ts';

const root = import.meta.dirname;

// Two projects: component tests (jsdom, no build needed) and browser tests on the built shell and
// remotes (node, test/e2e; their global setup builds what is missing or stale). They do not extend
// the root settings, whose include list would otherwise be merged into both.
export default packageTestConfig(root, {
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          root,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root,
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          // One browser at a time: the machine has two cores and the builds need them.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
