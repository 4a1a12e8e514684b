// The Cross-Sandbox Testing remote: built as a module-federation remote that the shell loads at
// runtime (remote name `cross-sandbox`, page `./CrossSandboxPage` on /cross-sandbox), and also
// runnable alone on its own dev server (port 3006).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('cross-sandbox', command),
  plugins: [
    react(),
    federation(remoteFederation('cross-sandbox', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3006, strictPort: true, origin: 'http://localhost:3006' },
  preview: { port: 3006, strictPort: true },
  build: sharedBuild,
}));
