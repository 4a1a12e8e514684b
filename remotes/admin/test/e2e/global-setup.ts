// Before the browser tests: builds the admin remote and the shell when missing or stale, then starts
// the real gateway serving them (every service, every worker, fresh databases), with the catalog's
// refresh reading the shipped openfootball files from disk: the public files are out of reach here,
// and the snapshot is what the catalog ingests on first start anyway. The gateway's address, or the
// reason it could not start (the infrastructure is down), is handed to the test files.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startRealGateway } from '@scoreline/test-support/real-gateway';
import { ensureBuilt } from './harness/build.ts';
import { ADMIN_DIST, EPL_DATA_DIR, OPENFOOTBALL_SNAPSHOT, SHELL_DIST, WORK_DIR } from './harness/paths.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  await mkdir(WORK_DIR, { recursive: true });
  const run = await mkdtemp(path.join(WORK_DIR, 'run-'));
  // SITE_ROOT as the gateway expects it (shell/dist, remotes/<name>/dist), pointing at our builds.
  const siteRoot = path.join(run, 'site');
  await mkdir(path.join(siteRoot, 'shell'), { recursive: true });
  await mkdir(path.join(siteRoot, 'remotes', 'admin'), { recursive: true });
  await symlink(SHELL_DIST, path.join(siteRoot, 'shell', 'dist'), 'dir');
  await symlink(ADMIN_DIST, path.join(siteRoot, 'remotes', 'admin', 'dist'), 'dir');

  const gateway = await startRealGateway({
    siteRoot,
    logFile: path.join(run, 'gateway.log'),
    waitFor: 'predictions',
    env: { OPENFOOTBALL_BASE_URL: pathToFileURL(OPENFOOTBALL_SNAPSHOT).href, CATALOG_ODDS_DIR: EPL_DATA_DIR },
  });
  project.provide('realGateway', gateway.info);
  return async () => {
    await gateway.stop();
    await rm(run, { recursive: true, force: true });
  };
}
