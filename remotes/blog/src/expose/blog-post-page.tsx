// Exposed to the shell as `blog/BlogPostPage` (route /blog/:slug).
import '../styles/blog.css';
import { useParams } from 'react-router-dom';
import { BlogPost } from '../features/blog-post/components/blog-post.tsx';

export default function BlogPostPage() {
  const { slug } = useParams<{ slug: string }>();
  return <BlogPost slug={slug} />;
}
