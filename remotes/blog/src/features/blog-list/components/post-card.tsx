import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '@scoreline/contracts';
import { Badge, Card } from '@scoreline/ui';
import { formatLongDate } from '../../../utils/format-date.ts';

/** One post in the grid: the whole card links to /blog/{slug} (docs/product.md §2). */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card as="article" className="blog-card">
      <Link className="blog-card__link" to={`/blog/${post.slug}`}>
        <div className="blog-card__meta">
          <Badge className="blog-category">{post.category}</Badge>
          <span>{post.read_time} min read</span>
        </div>
        <h2 className="blog-card__title">{post.title}</h2>
        <p className="blog-card__description">{post.description}</p>
        <div className="blog-card__byline">
          <span>{post.author}</span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </div>
      </Link>
    </Card>
  );
}
