// Before the browser tests: builds the shell and the sandbox, rounding and predictions remotes when
// missing or stale, then starts the real gateway (every service in-process, the experiment service
// included) serving them, ready once listening: the tests wait for the predictions themselves (the
// shell's readiness also waits for the payment service, which these tests do not use). Its address, or the reason it could not start (the infrastructure is
// down), is handed to the test files, which fail with it.
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRealGateway } from '@scoreline/test-support/real-gateway';
import { ensureBuilt } from './harness/build.ts';
import { REMOTES, WORK_DIR, distOf } from './harness/paths.ts';

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
  const gateway = await startRealGateway({ siteRoot, logFile: path.join(run, 'gateway.log'), waitFor: 'listening' });
  project.provide('realGateway', gateway.info);
  return async () => {
    await gateway.stop();
    await rm(run, { recursive: true, force: true });
  };
}
