// Sums the JSON reports every package's Vitest run wrote (vitest.shared.ts) and prints the
// workspace's one summary line. A suite that failed before running any test (an import error, a
// failing beforeAll) counts as one failed test so that it can never hide. Each failure is also named
// on stderr (report, file, test, first line of its message), so that a log cut to its last lines
// still says what failed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', '.reports', 'vitest');
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (messages) => String((messages ?? [])[0] ?? '').split('\n')[0].slice(0, 300);
if (existsSync(dir)) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = `${file.replace(/\.json$/, '')}: ${path.relative(process.cwd(), suite.name ?? '')}`;
      if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push(`${where}: ${firstLine([suite.message])}`);
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages)}`);
      }
    }
  }
}
for (const failure of failures) console.error(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 ? 1 : 0;
