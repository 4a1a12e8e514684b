// Shared Vitest settings for every workspace package: each package writes a JSON report to
// .reports/vitest/<package>.json so that `npm test` can end with one summary line over the
// whole workspace (scripts/test-summary.mjs).
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';

// Re-exported (types only) so that every package's typecheck also checks the runner that `runner`
// below names by path.
export type { default as FailOnSetupRunner } from './vitest.fail-on-setup.ts';

const root = path.dirname(new URL(import.meta.url).pathname);

export function packageTestConfig(packageDir: string, overrides: ViteUserConfig = {}): ViteUserConfig {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name: string };
  const reportName = pkg.name.replace(/^@scoreline\//, '').replace(/[^a-z0-9-]/gi, '-');
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
