// Builds the shell and remotes that the browser tests and the benches load, only when a build is
// missing, stale or unfit. Always in a child process (vite-build.mjs) with NODE_ENV=production and
// without Vitest's variables: the federation plugin switches itself off when it sees NODE_ENV=test,
// VITEST or JEST_WORKER_ID, and a build without it has no remoteEntry.js and no federation runtime.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { HTTP_SERVICE_PORTS } from '@scoreline/contracts';
import { REPO_ROOT } from './repo-root.ts';

/** Libraries bundled into the apps and the build settings they share: a change there makes every build stale. */
const SHARED_SOURCES = [
  ...['ui', 'api-client', 'contracts', 'engine'].flatMap((lib) => [
    `libs/${lib}/src`,
    // Its manifest too: `sideEffects` and `exports` decide what of the sources a build keeps.
    `libs/${lib}/package.json`,
  ]),
  'federation.shared.ts',
  'vite.shared.ts',
].map((dir) => path.join(REPO_ROOT, dir));

/** An app and where its build goes: its own dist unless a suite builds into a folder of its own. */
export interface AppBuild {
  readonly appDir: string;
  readonly outDir?: string;
}

const outDirOf = ({ appDir, outDir }: AppBuild): string => outDir ?? path.join(appDir, 'dist');

/** A remote exposes modules (src/expose) and is proven built by its remoteEntry.js; the shell by its page. */
const isRemote = (appDir: string): boolean => existsSync(path.join(appDir, 'src', 'expose'));

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

/** The file whose presence proves a build finished (a remote's entry or the shell's page). */
function builtMarker(app: AppBuild): string {
  return path.join(outDirOf(app), isRemote(app.appDir) ? 'remoteEntry.js' : 'index.html');
}

/**
 * A development build (NODE_ENV=development reached `vite build`, e.g. through turbo, which passes it
 * through and caches the result under the same hash): React's development runtime, and a shell that
 * reads remotes.dev.json, the dev servers' addresses. Never what the tests should load.
 */
function isDevelopmentBuild(app: AppBuild): boolean {
  const assets = path.join(outDirOf(app), 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => {
      const code = readFileSync(path.join(assets, name), 'utf8');
      return code.includes('remotes.dev.json') || code.includes('Download the React DevTools');
    });
}

/** A shell built without the federation plugin has no runtime init in its page and loads no remote. */
function lacksFederation(app: AppBuild): boolean {
  if (isRemote(app.appDir)) return false;
  const index = path.join(outDirOf(app), 'index.html');
  return !existsSync(index) || !readFileSync(index, 'utf8').includes('hostInit');
}

/** Whether the app's build is missing, older than its sources or the libraries it bundles, or unfit to load. */
export function isStale(app: AppBuild): boolean {
  const marker = builtMarker(app);
  if (!existsSync(marker) || isDevelopmentBuild(app) || lacksFederation(app)) return true;
  const sources = [
    ...['src', 'public', 'index.html', 'vite.config.ts'].map((name) => path.join(app.appDir, name)),
    ...SHARED_SOURCES,
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(marker).mtimeMs;
}

export interface ViteBuildOptions {
  readonly outDir?: string;
  /** Text replacements applied to the app's sources (a visible change for the redeploy test). */
  readonly replace?: Readonly<Record<string, string>>;
  /** Build-time settings, e.g. SCORELINE_REMOTE_BASE for a remote published into a versioned folder. */
  readonly env?: Readonly<Record<string, string>>;
}

/** The parent's environment minus everything that marks a test run. */
function buildEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key === 'JEST_WORKER_ID' || key === 'TEST') delete env[key];
  }
  return env;
}

/** Runs `vite build` for one app through vite-build.mjs. */
export function viteBuild(appDir: string, options: ViteBuildOptions = {}): Promise<void> {
  const script = path.join(import.meta.dirname, 'vite-build.mjs');
  return new Promise((resolve, reject) => {
    const { env, ...buildOptions } = options;
    const child = spawn(process.execPath, [script, JSON.stringify({ root: appDir, ...buildOptions })], {
      cwd: appDir,
      env: buildEnvironment(env),
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

/**
 * Builds each app whose build is stale, one after another (the machine has two cores), and fails
 * when a build still is not one the tests can load.
 */
export async function ensureBuilt(apps: readonly AppBuild[]): Promise<void> {
  for (const app of apps) {
    if (isStale(app)) await viteBuild(app.appDir, app.outDir === undefined ? {} : { outDir: app.outDir });
    if (!existsSync(builtMarker(app)) || lacksFederation(app)) {
      throw new Error(`the build of ${app.appDir} in ${outDirOf(app)} has no federation entry or runtime`);
    }
  }
}

/** What a service's bundle (services/<name>/dist, scripts/build-service.mjs) is made of besides its own src. */
const SERVICE_LIBRARIES = ['contracts', 'engine', 'service-kit', 'service-host', 'events', 'db'].map((lib) =>
  path.join(REPO_ROOT, 'libs', lib, 'src'),
);

/** The bundler script itself: a change to it (what it writes, what it leaves external) makes every build stale. */
const SERVICE_BUILD_SCRIPT = path.join(REPO_ROOT, 'scripts', 'build-service.mjs');

/**
 * Builds each service's dist/ (its package's `npm run build`) when missing or older than its sources,
 * the libraries it bundles or the build script: the distributed mode runs the builds, never the
 * TypeScript. dist/externals.json is the marker: the build script writes it last, so a build cut off
 * half way, or one made by an older script, counts as missing.
 */
export async function ensureServicesBuilt(): Promise<void> {
  const inputs = Math.max(...SERVICE_LIBRARIES.map(newestMtime), statSync(SERVICE_BUILD_SCRIPT).mtimeMs);
  for (const name of Object.keys(HTTP_SERVICE_PORTS)) {
    const dir = path.join(REPO_ROOT, 'services', name);
    const marker = path.join(dir, 'dist', 'externals.json');
    const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
    if (built > Math.max(inputs, newestMtime(path.join(dir, 'src')))) continue;
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'build'], { cwd: dir, env: buildEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build of services/${name} failed (${code}):\n${output}`))));
    });
  }
}
