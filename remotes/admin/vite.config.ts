// The admin remote: built as a module-federation remote that the shell loads at runtime (remote
// name `admin`, page `./AdminPage` on /admin), and also runnable alone on its own dev server
// (port 3003) for the admin team.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { remoteBase, remoteFederation } from '../../federation.shared.ts';
import { exposedModulePreloads, precompressedAssets, sharedBuild } from '../../vite.shared.ts';
import { EXPOSES } from './exposes.ts';

export default defineConfig(({ command }) => ({
  base: remoteBase('admin', command),
  plugins: [
    react(),
    federation(remoteFederation('admin', EXPOSES, command)),
    exposedModulePreloads(EXPOSES),
    precompressedAssets(),
  ],
  server: { port: 3003, strictPort: true, origin: 'http://localhost:3003' },
  preview: { port: 3003, strictPort: true },
  build: sharedBuild,
}));
