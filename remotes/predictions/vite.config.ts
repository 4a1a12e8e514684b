// The predictions remote: built as a module-federation remote that the shell loads at runtime
// (remote name `predictions`, pages `./HomePage` and `./FixturePage`), and also runnable alone on its
// own dev server (port 3001) for the predictions team.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('predictions', command),
  plugins: [
    react(),
    federation(remoteFederation('predictions', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3001, strictPort: true, origin: 'http://localhost:3001' },
  preview: { port: 3001, strictPort: true },
  build: sharedBuild,
}));
