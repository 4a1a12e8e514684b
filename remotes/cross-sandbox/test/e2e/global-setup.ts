// Before the browser test: builds the shell and the cross-sandbox remote when missing or stale, then
// starts the real gateway (every service in-process, the experiment service's matrix worker and
// aggregator included) serving them, ready once listening, with the catalog's first refresh reading
// the shipped openfootball files (no network here): the test waits for the diagnostic to be ready
// itself. Its address, or the reason it could not start (the infrastructure is down), is handed to
// the test file, which fails with it.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startRealGateway } from '@scoreline/test-support/real-gateway';
import { ensureBuilt } from './harness/build.ts';
import { OPENFOOTBALL_SNAPSHOT, REMOTES, WORK_DIR, distOf } from './harness/paths.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  await mkdir(WORK_DIR, { recursive: true });
  const run = await mkdtemp(path.join(WORK_DIR, 'run-'));
  // SITE_ROOT as the gateway expects it (shell/dist, remotes/<name>/dist), pointing at our builds.
  const siteRoot = path.join(run, 'site');
  await mkdir(path.join(siteRoot, 'shell'), { recursive: true });
  await symlink(distOf('shell'), path.join(siteRoot, 'shell', 'dist'), 'dir');
  for (const name of REMOTES) {
    await mkdir(path.join(siteRoot, 'remotes', name), { recursive: true });
    await symlink(distOf(name), path.join(siteRoot, 'remotes', name, 'dist'), 'dir');
  }
  const gateway = await startRealGateway({
    siteRoot,
    logFile: path.join(run, 'gateway.log'),
    waitFor: 'listening',
    env: { OPENFOOTBALL_BASE_URL: pathToFileURL(OPENFOOTBALL_SNAPSHOT).href },
  });
  project.provide('realGateway', gateway.info);
  return async () => {
    await gateway.stop();
    await rm(run, { recursive: true, force: true });
  };
}
