// `npm run bench` (remotes/sandbox): what the two admin sandboxes download, at gzip level 6, from
// production builds of the sandbox and rounding remotes (built like the browser tests build them).
// "First load" is the remote entry and the page's own chunks and stylesheet; React and the router
// come from the shell. "On demand" is the chart chunk, fetched when a chart is first shown.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from '@scoreline/test-support/build';
import { suiteBuilds, suiteDist } from '@scoreline/test-support/browser-suite';
import { SANDBOXES_SUITE } from '../test/e2e/harness/suite.ts';

/** Chunks the shell provides or the federation runtime shares: not this remote's own code. */
const SHARED = /mfe_internal|^react|^rolldown-runtime|^hostInit|^pendingShares|^mf-entry/;
const LAZY: Record<string, RegExp> = { sandbox: /^(charts|comparison-panel|experiment-detail-modal)-/, rounding: /^batch-results-/ };

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

await ensureBuilt(suiteBuilds(SANDBOXES_SUITE));
for (const name of ['sandbox', 'rounding']) {
  const dist = suiteDist(SANDBOXES_SUITE, name);
  // The build also writes a .br and a .gz copy of each asset for the gateway to serve
  // precompressed: those are the same bytes again, not more to download.
  const assets = readdirSync(path.join(dist, 'assets')).filter((file) => !SHARED.test(file) && !/\.(br|gz)$/.test(file));
  const lazy = assets.filter((file) => LAZY[name]!.test(file));
  const first = assets.filter((file) => !lazy.includes(file));
  const firstBytes = gzip(path.join(dist, 'remoteEntry.js')) + first.reduce((sum, file) => sum + gzip(path.join(dist, 'assets', file)), 0);
  const lazyBytes = lazy.reduce((sum, file) => sum + gzip(path.join(dist, 'assets', file)), 0);
  console.log(`${name}: first load ${kib(firstBytes)} gzip (remoteEntry.js + ${first.length} assets), on demand (charts) ${kib(lazyBytes)} gzip`);
}
