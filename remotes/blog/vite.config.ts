// The blog remote: built as a module-federation remote that the shell loads at runtime (remote name
// `blog`, pages `./BlogListPage` and `./BlogPostPage`), and also runnable alone on its own dev
// server (port 3002) for the blog team.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('blog', command),
  plugins: [
    react(),
    federation(remoteFederation('blog', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3002, strictPort: true, origin: 'http://localhost:3002' },
  preview: { port: 3002, strictPort: true },
  build: sharedBuild,
  // The post renderer's worker (src/features/blog-post/markdown) is an ES module, like the page's code.
  // It has no `document`, so the markdown parser's entity decoder is its plain build there, not the
  // `browser` one the page gets (which decodes through a DOM element).
  worker: {
    format: 'es',
    plugins: () => [
      {
        name: 'scoreline:worker-entity-decoder',
        enforce: 'pre' as const,
        resolveId: (source: string) =>
          source === 'decode-named-character-reference' ? fileURLToPath(import.meta.resolve(source)) : null,
      },
    ],
  },
}));
