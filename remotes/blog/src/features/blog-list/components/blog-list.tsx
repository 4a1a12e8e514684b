import { Link, useSearchParams } from 'react-router-dom';
import { MessagePanel, Page, Spinner } from '@scoreline/ui';
import { blogCategoryFromQuery } from '@scoreline/contracts/constants';
import type { BlogCategory } from '@scoreline/contracts';
import { usePosts } from '../hooks/use-posts.ts';
import { BlogListSeo } from './blog-list-seo.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { PostCard } from './post-card.tsx';

/** The chosen category lives in the address (?category=analysis) so a filtered list can be shared and Back restores it. */
function useCategoryParam(): [BlogCategory | null, (category: BlogCategory | null) => void] {
  const [params, setParams] = useSearchParams();
  const category = blogCategoryFromQuery(params.get('category'));
  const select = (next: BlogCategory | null) => {
    setParams(next ? { category: next.toLowerCase() } : {});
  };
  return [category, select];
}

export function BlogList() {
  const [category, setCategory] = useCategoryParam();
  const { posts, loading } = usePosts(category);

  return (
    <div className="blog">
      <BlogListSeo posts={posts} />
      <header className="blog-band">
        <div className="blog-band__inner">
          <Link className="blog-back" to="/">
            ← Back to Home
          </Link>
          <h1 className="blog-band__title">Scoreline Blog</h1>
          <p className="blog-band__lead">
            How the predictions are made, what the backtests measured and how to read the numbers.
          </p>
        </div>
      </header>
      <Page className="blog-main">
        <CategoryFilter selected={category} onSelect={setCategory} />
        {loading ? (
          <Spinner label="Loading posts..." />
        ) : posts.length === 0 ? (
          <MessagePanel tone="empty" title="No posts found in this category" />
        ) : (
          <div className="blog-grid">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        )}
      </Page>
    </div>
  );
}
