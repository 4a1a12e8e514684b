// Loaded by the prerender step (prerender.ts) in Vite's server-side module runner, never bundled for
// the browser: renders the site at one address to HTML, the way the browser's first render draws it.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Spinner } from '@scoreline/ui';
import { AppFrame } from '../src/app/app.tsx';
import { disableFrameButtons } from '../src/federation/frame-controls.ts';
import type { RemoteRegistry } from '../src/federation/remote-registry.ts';

/** Nothing is loaded at build time: every remote page is a prerendered frame. */
const NO_REMOTES: RemoteRegistry = {
  load: () => Promise.reject(new Error('No remote is loaded while prerendering')),
  reset: () => undefined,
  prefetch: () => undefined,
};

/**
 * What a remote page draws first at `url` (its route `pattern`), its buttons disabled until the page
 * takes over (src/federation/frame-controls.ts), or, without a page, the spinner the shell shows
 * while a page loads.
 */
export function renderRemoteFrame(Page: ComponentType | null, url: string, pattern: string): string {
  if (!Page) return renderToString(<Spinner label="Loading..." />);
  return disableFrameButtons(
    renderToString(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

/** The whole site at `url`, its page drawn by `frameHtml` (null for the shell's own 404 page). */
export function renderSite(url: string, frameHtml: string | null): string {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <AppFrame registry={NO_REMOTES} frame={frameHtml === null ? null : { pathname, html: frameHtml }} />
    </MemoryRouter>,
  );
}
