// Runs every workspace package's `test` script in two lanes (npm test, scripts/test.sh), printing
// each package's output whole when it ends, and exits 1 when any failed.
//
// Why not turbo: the packages whose tests run a whole stack (browser suites in test/e2e, the
// distributed stacks, the gateway's fuzzed real gateway) take the machine lock
// (libs/test-support/src/machine-lock.ts) and can never run beside each other, and turbo has no
// way to say so. At concurrency 2 it paired two of them and one lane then waited for the lock; in
// two fixed turbo runs, one per kind, the shorter lane finished long before the other and its core
// sat idle. Here a lane takes the next package it may run: a stack package only while no other
// runs, otherwise the next of the rest, so both cores stay busy to the end. Larger packages first
// (by their number of test files, a stack package counting triple), so the last to start are short.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceFolders } from './workspace-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const LANES = Number(process.env.SCORELINE_TEST_LANES ?? 2);

/** Workspace packages with a `test` script. */
function packages() {
  return workspaceFolders(root)
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.scripts?.test);
}

function testFilesUnder(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((count, entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return count;
    const full = path.join(dir, entry.name);
    return count + (entry.isDirectory() ? testFilesUnder(full) : /\.test\.tsx?$/.test(entry.name) ? 1 : 0);
  }, 0);
}

/** Packages whose tests take the machine lock: browser suites, distributed stacks, a real gateway. */
function takesMachineLock(dir) {
  if (existsSync(path.join(root, dir, 'test', 'e2e'))) return true;
  const testDir = path.join(root, dir, 'test');
  if (!existsSync(testDir)) return false;
  return readdirSync(testDir, { recursive: true })
    .filter((name) => /\.tsx?$/.test(String(name)))
    .some((name) => /real-gateway|holdMachineLock|test-stack/.test(readFileSync(path.join(testDir, String(name)), 'utf8')));
}

const queue = packages()
  .map(({ dir, manifest }) => {
    const stack = takesMachineLock(dir);
    return { dir, name: manifest.name, stack, weight: testFilesUnder(path.join(root, dir)) * (stack ? 3 : 1) };
  })
  .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name));

console.log(
  `==> [test] ${queue.length} packages in ${LANES} lanes; one at a time of those that take the machine lock: ${queue
    .filter((p) => p.stack)
    .map((p) => p.name)
    .join(', ')}`,
);

let stackRunning = false;
const failed = [];

function run(pkg) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'test'], { cwd: path.join(root, pkg.dir), stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n==> [test] ${pkg.name} (${pkg.dir}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(chunks));
      if (code !== 0) failed.push(pkg.name);
      resolve();
    });
  });
}

async function lane() {
  for (;;) {
    const index = queue.findIndex((pkg) => !pkg.stack || !stackRunning);
    if (index === -1) {
      if (queue.length === 0) return;
      // Only stack packages are left and one runs: wait for it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    const [pkg] = queue.splice(index, 1);
    if (pkg.stack) stackRunning = true;
    await run(pkg);
    if (pkg.stack) stackRunning = false;
  }
}

await Promise.all(Array.from({ length: LANES }, () => lane()));
if (failed.length > 0) {
  console.log(`\n==> [test] packages with failures: ${failed.join(', ')}`);
  process.exitCode = 1;
}
