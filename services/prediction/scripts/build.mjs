// Bundles the prediction service's two entry points for production: dist/main.js (API, and
// workers unless PREDICTION_WORKERS=off) and dist/worker.js (workers only). Workspace libraries are
// TypeScript source, so they are bundled in; so are the npm dependencies, which makes dist/
// self-contained. Some of those are CommonJS and call require() on Node built-ins, which an ESM
// bundle only supports through the createRequire banner.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  banner: {
    js: "import { createRequire as __predictionCreateRequire } from 'node:module'; const require = __predictionCreateRequire(import.meta.url);",
  },
});
