// Shared Vitest settings for every workspace package: each package writes a JSON report to
// .reports/vitest/<package>.json so that `npm test` can end with one summary line over the
// whole workspace (scripts/test-summary.mjs).
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

// Re-exported (types only) so that every package's typecheck also checks the runner that `runner`
// below names by path.
export type { default as FailOnSetupRunner } from './vitest.fail-on-setup.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

export function packageTestConfig(packageDir: string, overrides: ViteUserConfig = {}): ViteUserConfig {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
  // The browser suites' second run against the distributed stack (SCORELINE_E2E_MODE=distributed)
  // writes a report of its own beside the first.
  const mode = process.env.SCORELINE_E2E_MODE === 'distributed' ? '-distributed' : '';
  const reportName = `${pkg.name.replace(/^@scoreline\//, '').replace(/[^a-z0-9-]/gi, '-')}${mode}`;
  return mergeConfig(
    defineConfig({
      test: {
        root: packageDir,
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        reporters: ['default', 'json'],
        outputFile: { json: path.join(root, '.reports', 'vitest', `${reportName}.json`) },
        passWithNoTests: false,
        // A suite whose beforeAll fails (the store or broker is down) fails each of its tests with
        // the reason instead of reporting them skipped.
        runner: path.join(root, 'vitest.fail-on-setup.ts'),
        // A bound, not an assertion: integration tests drive the real broker and store, and on CI's
        // two cores with turbo running two packages at once a first ingest can take a while.
        testTimeout: 120_000,
        hookTimeout: 180_000,
        // expect.poll waits for a page or a worker to catch up; its 1 s default failed browser tests
        // on a loaded two-core machine (a filtered blog list took longer to render). Still a bound.
        expect: { poll: { timeout: 15_000 } },
      },
    }),
    overrides,
  );
}

export interface BrowserTestedOptions {
  /** The e2e project's bound on one test: a whole flow against the real services runs inside one. */
  readonly e2eTestTimeout: number;
  /**
   * The browser tests that run a second time against the distributed stack (`test:distributed`:
   * SCORELINE_E2E_MODE=distributed): the real-backend flows; default every e2e test.
   */
  readonly distributedInclude?: readonly string[];
}

/** The e2e test files of a package that `distributedInclude` leaves out (none when it is unset). */
function notListed(packageDir: string, distributedInclude: readonly string[] | undefined): string[] {
  if (!distributedInclude) return [];
  const e2e = path.join(packageDir, 'test', 'e2e');
  const files = existsSync(e2e) ? readdirSync(e2e).filter((name) => name.endsWith('.test.ts')) : [];
  return files.map((name) => `test/e2e/${name}`).filter((file) => !distributedInclude.includes(file));
}

/**
 * The shell's and a remote's two projects: component tests (jsdom, no build, no federation:
 * vite.config.ts is not read by Vitest, so they render the exposed pages directly; setup in
 * src/testing/setup-tests.ts) and browser tests of the built site against the real gateway (node,
 * test/e2e; their global-setup.ts builds what is missing or stale and starts the gateway; they need
 * the infrastructure, like the services' own tests).
 */
export function browserTestedConfig(packageDir: string, { e2eTestTimeout, distributedInclude }: BrowserTestedOptions): ViteUserConfig {
  const distributed = process.env.SCORELINE_E2E_MODE === 'distributed';
  return packageTestConfig(packageDir, {
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
            name: distributed ? 'e2e-distributed' : 'e2e',
            environment: 'node',
            include: ['test/e2e/**/*.test.ts'],
            // `extends` appends the shared include list, so the distributed run narrows by exclusion.
            exclude: [...configDefaults.exclude, 'src/**', ...(distributed ? notListed(packageDir, distributedInclude) : [])],
            globalSetup: ['./test/e2e/global-setup.ts'],
            // One browser and one gateway at a time: the machine has two cores.
            fileParallelism: false,
            testTimeout: e2eTestTimeout,
          },
        },
      ],
    },
  });
}
