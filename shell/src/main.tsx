// The shell's entry: reads the remote list, then renders the site. Remotes load when their route
// is first visited. A page served with its prerendered HTML (shell/build/prerender.ts) is hydrated:
// the frame around it stays as painted, and its remote page replaces the prerendered frame inside.
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { INLINE_REMOTES_ID } from '@scoreline/contracts/constants';
import { App } from './app/app.tsx';
import { FRAME_ATTRIBUTE } from './federation/initial-frame.tsx';
import { createRemoteRegistry } from './federation/remote-registry.ts';

/** remotes.json as the server put it in the page, when it did. */
function inlineManifest(): unknown {
  const script = document.getElementById(INLINE_REMOTES_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return undefined;
  }
}

const registry = createRemoteRegistry({
  manifestUrl:
    import.meta.env.VITE_SCORELINE_REMOTES_URL ??
    (import.meta.env.DEV ? '/remotes.dev.json' : '/remotes.json'),
  runtime: { registerRemotes, loadRemote },
  initialManifest: inlineManifest(),
});
registry.prefetch();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const frameElement = container.querySelector(`[${FRAME_ATTRIBUTE}]`);
const app = (
  <StrictMode>
    <App registry={registry} frame={frameElement ? { pathname: location.pathname, html: frameElement.innerHTML } : null} />
  </StrictMode>
);
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
