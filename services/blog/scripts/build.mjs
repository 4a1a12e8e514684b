// Bundles the blog service for production as dist/main.js. Workspace libraries are TypeScript
// source, so they are bundled in; so are the npm dependencies, which makes dist/ self-contained
// (the posts stay in posts/, found next to the package at start, or through BLOG_POSTS_DIR).
// Some dependencies are CommonJS and call require() on Node built-ins, which an ESM bundle only
// supports through the createRequire banner.
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
    js: "import { createRequire as __blogCreateRequire } from 'node:module'; const require = __blogCreateRequire(import.meta.url);",
  },
});
