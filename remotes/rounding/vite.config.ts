// The Smart Rounding Sandbox remote: built as a module-federation remote that the shell loads at
// runtime (remote name `rounding`, page `./RoundingSandboxPage` on /rounding-sandbox), and also
// runnable alone on its own dev server (port 3005).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('rounding', command),
  plugins: [
    react(),
    federation(remoteFederation('rounding', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3005, strictPort: true, origin: 'http://localhost:3005' },
  preview: { port: 3005, strictPort: true },
  build: sharedBuild,
}));
