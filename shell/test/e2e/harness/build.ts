// Builds the shell and remotes the browser tests and the bench load. Always in a child process with
// NODE_ENV=production and without Vitest's variables: the federation plugin switches itself off when
// it sees NODE_ENV=test, VITEST or JEST_WORKER_ID, which would build apps that cannot federate.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, distOf } from './paths.ts';

/** Sources whose change makes a dist stale: the app's own and the libraries it bundles. */
const SHARED_SOURCES = [
  'libs/ui/src',
  'libs/api-client/src',
  'libs/contracts/src',
  'libs/engine/src',
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

/** The file whose presence proves a build finished (the shell's page or a remote's entry). */
function builtMarker(appDir: string): string {
  const dist = distOf(appDir);
  return existsSync(path.join(appDir, 'src', 'expose'))
    ? path.join(dist, 'remoteEntry.js')
    : path.join(dist, 'index.html');
}

/**
 * A development build (NODE_ENV=development reached `vite build`, e.g. through turbo, which passes it
 * through and caches the result under the same hash): React's development runtime, and a shell that
 * reads remotes.dev.json, the dev servers' addresses. Never what the tests should load.
 */
function isDevelopmentBuild(appDir: string): boolean {
  const assets = path.join(distOf(appDir), 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => {
      const code = readFileSync(path.join(assets, name), 'utf8');
      return code.includes('remotes.dev.json') || code.includes('Download the React DevTools');
    });
}

export function isStale(appDir: string): boolean {
  const marker = builtMarker(appDir);
  if (!existsSync(marker) || isDevelopmentBuild(appDir)) return true;
  const sources = [
    path.join(appDir, 'src'),
    path.join(appDir, 'public'),
    path.join(appDir, 'index.html'),
    path.join(appDir, 'vite.config.ts'),
    ...SHARED_SOURCES,
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(marker).mtimeMs;
}

export interface ViteBuildOptions {
  readonly outDir?: string;
  /** Text replacements applied to the app's sources (a visible change for the redeploy test). */
  readonly replace?: Readonly<Record<string, string>>;
}

/** The parent's environment minus everything that marks a test run. */
function buildEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'JEST_WORKER_ID' || key === 'TEST') delete env[key];
  }
  return env;
}

/** Runs `vite build` for one app through harness/vite-build.mjs. */
export function viteBuild(appDir: string, options: ViteBuildOptions = {}): Promise<void> {
  const script = path.join(import.meta.dirname, 'vite-build.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, JSON.stringify({ root: appDir, ...options })], {
      cwd: appDir,
      env: buildEnvironment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build of ${appDir} failed (${code}):\n${output}`)),
    );
  });
}

/** Builds each app whose dist is missing or older than its sources, one after another (2 cores). */
export async function ensureBuilt(appDirs: readonly string[]): Promise<void> {
  for (const appDir of appDirs) {
    if (isStale(appDir)) await viteBuild(appDir);
  }
}
