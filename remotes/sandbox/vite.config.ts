// The Algorithm Sandbox remote: built as a module-federation remote that the shell loads at runtime
// (remote name `sandbox`, page `./SandboxPage` on /sandbox), and also runnable alone on its own dev
// server (port 3004).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('sandbox', command),
  plugins: [
    react(),
    federation(remoteFederation('sandbox', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3004, strictPort: true, origin: 'http://localhost:3004' },
  preview: { port: 3004, strictPort: true },
  build: sharedBuild,
}));
