import { Route, Routes } from 'react-router-dom';
import type { SitePath } from '@scoreline/contracts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RemotePage } from '../federation/remote-page.tsx';

export interface RemoteRoute {
  /** One of the site's pages (libs/contracts SITE_PATHS), which the gateway also serves index.html for. */
  readonly path: SitePath;
  /** The remote's name in remotes.json (its federation name). */
  readonly remote: string;
  readonly exposed: string;
  readonly label: string;
}

/** Every screen of docs/product.md §2 and the remote page that draws it. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/', remote: 'predictions', exposed: './HomePage', label: 'the predictions' },
  { path: '/fixture/:fixtureId', remote: 'predictions', exposed: './FixturePage', label: 'this prediction' },
  { path: '/track-record', remote: 'predictions', exposed: './TrackRecordPage', label: 'the track record' },
  { path: '/admin', remote: 'admin', exposed: './AdminPage', label: 'the admin panel' },
  { path: '/sandbox', remote: 'sandbox', exposed: './SandboxPage', label: 'the Algorithm Sandbox' },
  {
    path: '/rounding-sandbox',
    remote: 'rounding',
    exposed: './RoundingSandboxPage',
    label: 'the Rounding Sandbox',
  },
  {
    path: '/cross-sandbox',
    remote: 'cross-sandbox',
    exposed: './CrossSandboxPage',
    label: 'Cross-Sandbox Testing',
  },
  { path: '/blog', remote: 'blog', exposed: './BlogListPage', label: 'the blog' },
  { path: '/blog/:slug', remote: 'blog', exposed: './BlogPostPage', label: 'this blog post' },
];

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
