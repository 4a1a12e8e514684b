// Renders the exposed pages the way the shell mounts them: inside one router, on the routes
// /blog and /blog/:slug, so links and useParams behave as in production.
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import BlogListPage from '../expose/blog-list-page.tsx';
import BlogPostPage from '../expose/blog-post-page.tsx';

function RouterProbe({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const location = useLocation();
  onNavigate(useNavigate());
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderBlogAt(path: string) {
  let navigateTo: NavigateFunction | undefined;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
      </Routes>
      <RouterProbe onNavigate={(navigate) => (navigateTo = navigate)} />
    </MemoryRouter>,
  );
  return {
    ...view,
    /** Moves the router as the shell would (browser Back, a link elsewhere on the page). */
    navigate: async (to: string | number) => {
      await act(async () => {
        if (typeof to === 'number') await navigateTo?.(to);
        else await navigateTo?.(to);
      });
    },
  };
}
