import { Route, Routes } from 'react-router-dom';
import { SITE_PAGE_REMOTES, SITE_PATHS, type SitePath } from '@scoreline/contracts/constants';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RemotePage } from '../federation/remote-page.tsx';

export interface RemoteRoute {
  /** One of the site's pages (libs/contracts SITE_PATHS), which the gateway also serves a page for. */
  readonly path: SitePath;
  /** The remote's name in remotes.json (its federation name). */
  readonly remote: string;
  readonly exposed: string;
  readonly label: string;
}

/** How a visitor would name each page, in "We couldn't load …". */
const LABELS: Readonly<Record<SitePath, string>> = {
  '/': 'the predictions',
  '/fixture/:fixtureId': 'this prediction',
  '/track-record': 'the track record',
  '/admin': 'the admin panel',
  '/sandbox': 'the Algorithm Sandbox',
  '/rounding-sandbox': 'the Rounding Sandbox',
  '/cross-sandbox': 'Cross-Sandbox Testing',
  '/blog': 'the blog',
  '/blog/:slug': 'this blog post',
};

/**
 * Every screen of docs/product.md §2 and the remote page that draws it (SITE_PAGE_REMOTES, which the
 * servers of the pages read too, to preload each page's remote).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = SITE_PATHS.map((path) => ({
  path,
  ...SITE_PAGE_REMOTES[path],
  label: LABELS[path],
}));

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, remote, exposed, label }) => (
        // Keyed by page so two routes never share one error boundary's state.
        <Route
          key={path}
          path={path}
          element={<RemotePage key={`${remote}${exposed}`} remote={remote} exposed={exposed} label={label} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
