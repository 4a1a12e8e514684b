// A suite whose set-up fails because the infrastructure is down reports each of its tests as
// failed, with the reason, never as skipped (vitest.fail-on-setup.ts, the runner every package
// uses through vitest.shared.ts). Runs the workspace's Vitest settings on a fixture suite with
// MONGODB_URI at a closed port and reads the JSON report npm test sums up.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

interface Report {
  numFailedTests: number;
  numPendingTests: number;
  numPassedTests: number;
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
}

const dir = mkdtempSync(path.join(tmpdir(), 'setup-failure-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runFixture(reportFile: string): Promise<number | null> {
  const vitest = path.resolve(import.meta.dirname, '../../../node_modules/vitest/vitest.mjs');
  const config = path.join(import.meta.dirname, 'fixtures', 'setup-fails', 'vitest.config.ts');
  const env: NodeJS.ProcessEnv = { ...process.env, MONGODB_URI: 'mongodb://127.0.0.1:1', FIXTURE_REPORT: reportFile };
  // The child is a Vitest run of its own, not a worker of this one.
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vitest, 'run', '--config', config], { env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code));
  });
}

describe('a suite whose set-up fails', () => {
  it('fails each test with the reason instead of skipping them', async () => {
    const reportFile = path.join(dir, 'report.json');
    expect(await runFixture(reportFile)).toBe(1);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
    expect({ failed: report.numFailedTests, skipped: report.numPendingTests, passed: report.numPassedTests }).toEqual({
      failed: 2,
      skipped: 0,
      passed: 0,
    });
    const tests = report.testResults.flatMap((file) => file.assertionResults);
    expect(tests.map((test) => [test.title, test.status])).toEqual([
      ['reads from the store', 'failed'],
      ['writes to the store', 'failed'],
    ]);
    for (const test of tests) {
      expect(test.failureMessages[0]).toMatch(/Integration tests need a MongoDB-protocol store at mongodb:\/\/127\.0\.0\.1:1/);
    }
    // A bound, not an assertion: a whole Vitest run in a child process, slow on a busy machine.
  }, 600_000);
});
