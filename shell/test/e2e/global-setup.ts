// Builds the shell and the predictions remote once before the browser tests, only when their dist
// is missing or older than their sources (component tests never need a build).
import { ensureBuilt } from './harness/build.ts';
import { SHELL_DIR, remoteDir } from './harness/paths.ts';

export default async function setup(): Promise<void> {
  await ensureBuilt([SHELL_DIR, remoteDir('predictions')]);
}
