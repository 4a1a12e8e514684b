// The shell's entry: reads the remote list, then renders the site. Remotes load when their route
// is first visited.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createRemoteRegistry } from './federation/remote-registry.ts';

const registry = createRemoteRegistry({
  manifestUrl:
    import.meta.env.VITE_SCORELINE_REMOTES_URL ??
    (import.meta.env.DEV ? '/remotes.dev.json' : '/remotes.json'),
  runtime: { registerRemotes, loadRemote },
});
registry.prefetch();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App registry={registry} />
  </StrictMode>,
);
