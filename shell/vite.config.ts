// The shell (host): registers the remotes at run time from /remotes.json (src/federation), so a
// remote's new build is picked up without rebuilding the shell. No remote is listed here. Every page
// is prerendered to HTML after the build (build/prerender.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { SHARED_SINGLETONS } from '../federation.shared.ts';
import { precompressedAssets, sharedBuild } from '../vite.shared.ts';
import { prerenderedPages } from './build/prerender.ts';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: SHARED_SINGLETONS,
      experiments: { provideExternalRuntime: true },
      disableSnapshot: true,
      dts: false,
    }),
    precompressedAssets(),
    prerenderedPages(),
  ],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: sharedBuild,
});
