// Before the browser tests: builds the shell and the predictions remote when their dist is missing or
// older than their sources (component tests never need a build), then starts the real gateway on
// those builds for the *.real-backend tests. Its address, or the reason it could not start (the
// infrastructure is down, the predictions never came), is handed to the test files, which fail
// with it; the tests on the fake backend run either way.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from './harness/build.ts';
import { REPO_ROOT, SHELL_DIR, remoteDir } from './harness/paths.ts';
import { startRealGateway } from '@scoreline/test-support/real-gateway';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt([SHELL_DIR, remoteDir('predictions')]);
  const gateway = await startRealGateway({
    siteRoot: REPO_ROOT,
    logFile: path.join(tmpdir(), `scoreline-shell-e2e-gateway-${process.pid}.log`),
    waitFor: 'predictions',
  });
  project.provide('realGateway', gateway.info);
  return () => gateway.stop();
}
