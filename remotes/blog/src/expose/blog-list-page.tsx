// Exposed to the shell as `blog/BlogListPage` (route /blog).
import '../styles/blog.css';
import { BlogList } from '../features/blog-list/components/blog-list.tsx';

export default function BlogListPage() {
  return <BlogList />;
}
