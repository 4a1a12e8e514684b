// The remote on its own (dev server, port 3002): the same routes the shell gives it, so the blog
// team can work without the shell running.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import BlogListPage from '../expose/blog-list-page.tsx';
import BlogPostPage from '../expose/blog-post-page.tsx';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="*" element={<Navigate to="/blog" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
