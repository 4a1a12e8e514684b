// Builds the blog remote and the shell once before the browser tests, only when missing or stale.
import { ensureBuilt } from './harness/build.ts';

export default async function setup(): Promise<void> {
  await ensureBuilt();
}
