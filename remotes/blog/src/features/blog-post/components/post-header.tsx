import { Link } from 'react-router-dom';
import type { BlogPost } from '@scoreline/contracts';
import { Badge } from '@scoreline/ui';
import { formatLongDate } from '../../../utils/format-date.ts';

/** The header band of docs/product.md §2: back link, category, reading time, title, author and long British date. */
export function PostHeader({ post }: { post: BlogPost }) {
  return (
    <header className="blog-band">
      <div className="blog-band__inner">
        <Link className="blog-back" to="/blog">
          ← Back to Blog
        </Link>
        <div className="blog-band__meta">
          <Badge className="blog-category">{post.category}</Badge>
          <span>{post.read_time} min read</span>
        </div>
        <h1 className="blog-band__title">{post.title}</h1>
        <div className="blog-band__byline">
          <span>{post.author}</span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </div>
      </div>
    </header>
  );
}
