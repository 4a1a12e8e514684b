// `npm run start:distributed`'s supervisor as a person runs it (src/cli.ts, on a moved port layout
// and an instance of its own): on an empty store the catalog ingests the shipped snapshot and the
// current gameweek gets its predictions; the shell's remotes.json names each remote on its own origin,
// which answers with CORS; Ctrl-C (SIGINT) stops every process it started and nothing is left listening.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceSettings } from '@scoreline/service-kit';
import { requireInfrastructure } from '@scoreline/test-support';
import { ensureBuilt, ensureServicesBuilt } from '@scoreline/test-support/build';
import { OPENFOOTBALL_SNAPSHOT_URL, remoteDir, SHELL_DIR } from '@scoreline/test-support/browser-suite';
import { allPorts, portLayout, type StackPorts } from '../src/layout.ts';
import {
  buildDir,
  dropInstance,
  holdMachineLock,
  predictedGameweek,
  REPO_ROOT,
} from './support/test-stack.ts';

const CLI = path.join(REPO_ROOT, 'tools', 'distributed', 'src', 'cli.ts');
const instance = instanceSettings(`distcli_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * A base whose whole layout is free now, far from the defaults, with every port of it under 28000:
 * below freePort's range (the other stacks' ports) and below the kernel's ephemeral range
 * (32768 and up), where any outgoing connection on the machine may take a port between this check
 * and the stack's listen (seen as `listen EADDRINUSE 127.0.0.1:36002` on a loaded machine).
 */
async function freeBase(): Promise<number> {
  const span = Math.max(...allPorts(portLayout(0)));
  const bases = Math.floor((28_000 - span - 20_000) / 100);
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + 100 * Math.floor(Math.random() * bases);
    const free = await Promise.all(allPorts(portLayout(base)).map(isFree));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free port layout found');
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let cli: ChildProcess;
let exited: Promise<number | null>;
let ports: StackPorts;
const lines: string[] = [];
let siteRoot: string;
let runDir: string;
let lock: { release(): void } | undefined;

beforeAll(async () => {
  await requireInfrastructure('distributed');
  lock = await holdMachineLock();
  await ensureServicesBuilt();
  await ensureBuilt([
    { appDir: remoteDir('predictions'), outDir: buildDir('predictions') },
    { appDir: SHELL_DIR, outDir: buildDir('shell') },
  ]);
  // SITE_ROOT's layout (shell/dist, remotes/<name>/dist) over this package's builds.
  siteRoot = await mkdtemp(path.join(tmpdir(), 'scoreline-distributed-site-'));
  runDir = path.join(siteRoot, 'run');
  for (const [app, folder] of [
    ['shell', 'shell/dist'],
    ['predictions', 'remotes/predictions/dist'],
  ] as const) {
    await mkdir(path.dirname(path.join(siteRoot, folder)), { recursive: true });
    await symlink(buildDir(app), path.join(siteRoot, folder), 'dir');
  }
  const base = await freeBase();
  ports = portLayout(base);
  const env: NodeJS.ProcessEnv = { ...process.env, ...instance.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  cli = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: 'development',
      DISTRIBUTED_PORT_BASE: String(base),
      DISTRIBUTED_SITE_ROOT: siteRoot,
      DISTRIBUTED_RUN_DIR: runDir,
      LOG_LEVEL: 'warn',
      CATALOG_HISTORY_SEASONS: 'none',
      OPENFOOTBALL_BASE_URL: OPENFOOTBALL_SNAPSHOT_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => cli.once('exit', (code) => resolve(code)));
  createInterface({ input: cli.stderr! }).on('line', (line) => lines.push(line));
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: cli.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('Scoreline (distributed): ')) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`start:distributed exited (${code}) before it was ready:\n${lines.join('\n')}`)),
    );
  });
}, 900_000);

afterAll(async () => {
  if (cli && cli.exitCode === null) {
    cli.kill('SIGTERM');
    await exited;
  }
  await dropInstance(instance).catch(() => undefined);
  if (siteRoot) await rm(siteRoot, { recursive: true, force: true });
  lock?.release();
});

describe('npm run start:distributed', () => {
  it('starts nine processes and serves a predicted gameweek from an empty store', async () => {
    expect(lines).toContain(`Scoreline (distributed): http://localhost:${ports.web.shell}`);
    const pids = lines.map((line) => /^\s+(\S+)\s+pid (\d+)$/.exec(line)).filter((m) => m !== null);
    expect(pids.map((m) => m[1])).toEqual([
      'catalog',
      'prediction',
      'payment',
      'experiment',
      'blog',
      'catalog-worker',
      'prediction-worker',
      'experiment-worker',
      'gateway',
    ]);
    expect(pids.every((m) => alive(Number(m[2])))).toBe(true);
    const gameweek = await predictedGameweek(`http://localhost:${ports.services.gateway}`);
    expect(gameweek.fixtures.length).toBeGreaterThan(0);
  });

  it("serves remotes.json naming each remote's own origin, which answers the shell's origin with CORS", async () => {
    const shell = `http://localhost:${ports.web.shell}`;
    const manifest = (await (await fetch(`${shell}/remotes.json`)).json()) as Record<string, string>;
    expect(manifest.predictions).toBe(
      `http://localhost:${ports.web.predictions}/remotes/predictions/remoteEntry.js`,
    );
    const entry = await fetch(manifest.predictions!, { headers: { Origin: shell } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${shell}/fixture/1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      `__SCORELINE_API_BASE__="http://localhost:${ports.services.gateway}"`,
    );
    expect((await fetch(`${shell}/no-such-page`)).status).toBe(404);
  });

  it('stops every process on Ctrl-C (SIGINT), leaving nothing listening', async () => {
    const pids = lines
      .map((line) => /pid (\d+)$/.exec(line)?.[1])
      .filter((pid) => pid !== undefined)
      .map(Number);
    cli.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(pids.filter(alive)).toEqual([]);
    const listening = await Promise.all(
      allPorts(ports).map(async (port) => ((await accepts(port)) ? port : null)),
    );
    expect(listening.filter((port) => port !== null)).toEqual([]);
  });
});
