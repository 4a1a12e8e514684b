// Bundles the payment service for production: dist/main.js (API, and the fixtures read-model
// worker unless PAYMENT_WORKERS=off). Workspace libraries are TypeScript source, so they are
// bundled in; so are the npm dependencies, which makes dist/ self-contained. Some of those are
// CommonJS and call require() on Node built-ins, which an ESM bundle only supports through the
// createRequire banner.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  banner: {
    js: "import { createRequire as __paymentCreateRequire } from 'node:module'; const require = __paymentCreateRequire(import.meta.url);",
  },
});
