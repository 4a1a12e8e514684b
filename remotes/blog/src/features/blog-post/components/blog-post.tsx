import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, Card, MessagePanel, Page, Spinner } from '@scoreline/ui';
import { usePost } from '../hooks/use-post.ts';
import { postRenderer } from '../markdown/post-renderer.ts';
import { MarkdownContent } from './markdown-content.tsx';
import { PostHeader } from './post-header.tsx';
import { PostSeo } from './post-seo.tsx';
import { BLOG_NAME } from '../../../lib/site.ts';

/** The whole post page for one slug: loading, not found, or the post (docs/product.md §2, §4 and §8). */
export function BlogPost({ slug }: { slug: string | undefined }) {
  const state = usePost(slug);
  // The renderer's worker loads while the post is fetched, not after.
  useEffect(() => postRenderer.warm(), []);

  if (state.status === 'loading') {
    return (
      <Page className="blog">
        <title>{BLOG_NAME}</title>
        <Spinner label="Loading post..." />
      </Page>
    );
  }

  if (state.status === 'error') {
    return (
      <Page className="blog">
        <title>{`Post Not Found | ${BLOG_NAME}`}</title>
        <MessagePanel
          tone="error"
          headingLevel={1}
          title="Post Not Found"
          actions={
            <Link className={buttonClassName('secondary')} to="/blog">
              ← Back to Blog
            </Link>
          }
        >
          <p>Blog post not found</p>
        </MessagePanel>
      </Page>
    );
  }

  const { post } = state;
  return (
    <div className="blog">
      <PostSeo post={post} />
      <PostHeader post={post} />
      <Page className="blog-main">
        <div className="blog-post-column">
          <Card as="article" className="blog-article">
            <MarkdownContent markdown={post.content} />
          </Card>
          <Link className={buttonClassName('secondary', 'blog-all-posts')} to="/blog">
            ← Back to All Posts
          </Link>
        </div>
      </Page>
    </div>
  );
}
