// A distributed stack for this package's tests: an instance of its own on the run's broker and store
// (instanceSettings: a Kafka namespace and databases unique to the run, removed afterwards), every
// port a free one (never the defaults 8000, 8101-8105, 3000-3006), the services' builds and the
// suite's Vite builds made when missing or stale. The infrastructure down fails the test with the reason.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@scoreline/contracts';
import { connectDb } from '@scoreline/db';
import { createEventBus, deleteTopics } from '@scoreline/events';
import { instanceSettings, type InstanceSettings } from '@scoreline/service-kit';
import { holdMachineLock, requireInfrastructure, silentLogger } from '@scoreline/test-support';
import { ensureBuilt, ensureServicesBuilt } from '@scoreline/test-support/build';
import {
  BROWSER_SUITE_CLOCK_PIN,
  OPENFOOTBALL_SNAPSHOT_URL,
  REPO_ROOT,
  remoteDir,
  SHELL_DIR,
} from '@scoreline/test-support/browser-suite';
import { freeLayout, type StackPorts } from '../../src/layout.ts';
import { startDistributedStack, type DistributedStack } from '../../src/stack.ts';

/** The machine lock (libs/test-support): one whole stack at a time. */
export { holdMachineLock };

export { REPO_ROOT };

/** Where this package's tests build the shell and remotes (outside the repository's own dist folders). */
export const buildDir = (app: string) => path.join(tmpdir(), 'scoreline-distributed-tests', `${app}-dist`);

/** The infrastructure's addresses and the test run's marks taken out: what every process of the stack inherits. */
function inheritedEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('VITEST') || key === 'JEST_WORKER_ID' || key === 'TEST')
      continue;
    env[key] = value;
  }
  delete env.STRIPE_SECRET_KEY;
  return env;
}

export interface TestStack {
  readonly stack: DistributedStack;
  readonly instance: InstanceSettings;
  readonly ports: StackPorts;
  readonly runDir: string;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  readonly remotes: readonly RemoteName[];
  readonly predictionWorkers?: number;
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  await requireInfrastructure('distributed');
  const lock = await holdMachineLock();
  try {
    await ensureServicesBuilt();
    await ensureBuilt([
      ...options.remotes.map((name) => ({ appDir: remoteDir(name), outDir: buildDir(name) })),
      { appDir: SHELL_DIR, outDir: buildDir('shell') },
    ]);
  } catch (error) {
    lock.release();
    throw error;
  }
  const instance = instanceSettings(`dist_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`);
  const ports = await freeLayout();
  const runDir = await mkdtemp(path.join(tmpdir(), 'scoreline-distributed-test-'));
  const remove = async () => {
    await dropInstance(instance);
    await rm(runDir, { recursive: true, force: true });
    lock.release();
  };
  let stack: DistributedStack;
  try {
    stack = await startDistributedStack({
      repoRoot: REPO_ROOT,
      ports,
      runDir,
      env: {
        ...inheritedEnvironment(),
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        // The five product seasons from the shipped snapshot: no network, no twelve history seasons.
        CATALOG_HISTORY_SEASONS: 'none',
        OPENFOOTBALL_BASE_URL: OPENFOOTBALL_SNAPSHOT_URL,
        // The browser suites' day, so the gameweek on sale does not depend on the day the tests run.
        CLOCK_PIN: BROWSER_SUITE_CLOCK_PIN,
        GATEWAY_RATE_LIMIT_PER_MINUTE: '100000',
        ...instance.env,
      },
      shellDist: buildDir('shell'),
      remoteDists: Object.fromEntries(options.remotes.map((name) => [name, buildDir(name)])),
      workerReplicas: { prediction: options.predictionWorkers ?? 1 },
    });
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  return {
    stack,
    instance,
    ports,
    runDir,
    async stop() {
      await stack.stop();
      await remove();
    },
  };
}

/** Drops the instance's databases and deletes its namespaced topics. */
export async function dropInstance(instance: InstanceSettings): Promise<void> {
  for (const name of Object.values(instance.databases)) {
    const db = await connectDb({ dbName: name, logger: silentLogger, attempts: 1 });
    try {
      await db.connection.dropDatabase();
    } finally {
      await db.close();
    }
  }
  const admin = createEventBus({
    clientId: 'distributed-test-cleanup',
    logger: silentLogger,
    namespace: instance.namespace,
  }).kafka.admin();
  await admin.connect();
  try {
    await deleteTopics(
      admin,
      (await admin.listTopics()).filter((topic) => topic.startsWith(instance.namespace)),
    );
  } finally {
    await admin.disconnect();
  }
}

interface GameweekAnswer {
  gameweek_info: { current_gameweek: number; season: string } | null;
  fixtures: { fixture_id: number; has_prediction: boolean }[];
}

/** The current gameweek once every fixture of it has its prediction (the catalog ingested, the workers predicted). */
export async function predictedGameweek(gateway: string, timeoutMs = 240_000): Promise<GameweekAnswer> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    const response = await fetch(`${gateway}/api/fixtures/gameweek/current`).catch((error: unknown) => error);
    if (response instanceof Response && response.ok) {
      const body = (await response.json()) as GameweekAnswer;
      if (body.gameweek_info && body.fixtures.length > 0 && body.fixtures.every((f) => f.has_prediction))
        return body;
      last = JSON.stringify(body.gameweek_info);
    } else last = response instanceof Response ? `HTTP ${response.status}` : String(response);
    if (Date.now() > deadline)
      throw new Error(
        `no fully predicted current gameweek at ${gateway} within ${timeoutMs / 1000} s (last: ${last})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
