// Bundles a service's entry points for production: `node ../../scripts/build-service.mjs
// src/main.ts [src/worker.ts]` from the service's folder writes dist/main.js (and dist/worker.js).
// Workspace libraries are TypeScript source, so they are bundled in; so are the npm dependencies,
// which makes dist/ self-contained for distributed mode (docs/product.md, Architecture: "Modes"). Some
// dependencies are CommonJS and call require() on Node built-ins, which an ESM bundle only
// supports through the createRequire banner. `--external=<package>` leaves a package to be
// resolved from node_modules at run time: for packages that serve files from their own folder
// (swagger-ui-express reads swagger-ui-dist's assets via __dirname), which a bundle cannot carry.
// `--engine-worker` adds the engine's worker-thread entry as dist/engine-worker.js, beside the
// entries that run the engine's heavy work on its pool (libs/engine/src/pool/pool.ts finds it there),
// and leaves piscina external: it starts each thread from its own worker.js beside its index.js,
// which a bundle cannot carry.
// It also writes dist/externals.json, the packages the bundle leaves to node_modules: the image
// staging (deploy/docker/stage-image.mjs) installs exactly that list, so the image cannot miss one.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const external = args.filter((a) => a.startsWith('--external=')).map((a) => a.slice('--external='.length));
const entries = args.filter((a) => !a.startsWith('--'));
if (entries.length === 0) {
  console.error('usage: build-service.mjs <entry.ts> [more entries] [--external=<package>] [--engine-worker]');
  process.exit(2);
}
const withEngineWorker = args.includes('--engine-worker');
const engineWorker = { in: path.resolve(import.meta.dirname, '../libs/engine/src/pool/worker.ts'), out: 'engine-worker' };
if (withEngineWorker) external.push('piscina');
const entryPoints = [...entries.map((entry) => ({ in: entry, out: path.basename(entry, path.extname(entry)) })), ...(withEngineWorker ? [engineWorker] : [])];

await build({
  entryPoints,
  external,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  banner: {
    js: "import { createRequire as __serviceCreateRequire } from 'node:module'; const require = __serviceCreateRequire(import.meta.url);",
  },
});
mkdirSync('dist', { recursive: true });
writeFileSync(path.join('dist', 'externals.json'), `${JSON.stringify([...new Set(external)].sort(), null, 2)}\n`);
