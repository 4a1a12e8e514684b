// Builds the cross-sandbox remote and the shell for the browser tests, only when a build is missing or older
// than its sources. Always in a child process with NODE_ENV=production and without Vitest's own
// variables: the federation plugin switches itself off when it sees NODE_ENV=test, VITEST or
// JEST_WORKER_ID, and a build without it has no remoteEntry.js and no federation runtime.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, REPO_ROOT, SHELL_DIR, distOf, remoteDir } from './paths.ts';

/** Libraries bundled into every app: a change there makes every build stale. */
const SHARED_SOURCES = [
  'libs/ui/src',
  'libs/api-client/src',
  'libs/contracts/src',
  'federation.shared.ts',
].map((dir) => path.join(REPO_ROOT, dir));

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(appDir: string, marker: string): boolean {
  if (!existsSync(marker)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => path.join(appDir, name));
  return Math.max(...[...sources, ...SHARED_SOURCES].map(newestMtime)) > statSync(marker).mtimeMs;
}

function buildEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) {
    if (name === 'VITEST' || name.startsWith('VITEST_') || name === 'JEST_WORKER_ID') delete env[name];
  }
  return env;
}

/** A marker proves a federated build finished (the shell's runtime init, the remote's entry). */
function federatedShell(dist: string): boolean {
  const index = path.join(dist, 'index.html');
  return existsSync(index) && readFileSync(index, 'utf8').includes('hostInit');
}

function viteBuild(appDir: string, outDir: string): Promise<void> {
  const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: appDir,
        env: buildEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${appDir} failed (${code}):\n${output}`)),
    );
  });
}

/** One after another: the machine has two cores. */
export async function ensureBuilt(): Promise<void> {
  for (const name of REMOTES) {
    if (isStale(remoteDir(name), path.join(distOf(name), 'remoteEntry.js'))) await viteBuild(remoteDir(name), distOf(name));
  }
  const shellDist = distOf('shell');
  if (isStale(SHELL_DIR, path.join(shellDist, 'index.html')) || !federatedShell(shellDist)) {
    await viteBuild(SHELL_DIR, shellDist);
  }
  if (!federatedShell(shellDist)) throw new Error(`the shell build in ${shellDist} has no federation runtime`);
}
