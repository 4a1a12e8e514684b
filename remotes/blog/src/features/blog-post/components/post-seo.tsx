import type { BlogPost } from '@scoreline/contracts';
import { StructuredData } from '../../../components/structured-data.tsx';
import { BLOG_NAME, siteOrigin } from '../../../lib/site.ts';
import { toIsoDateTime } from '../../../utils/format-date.ts';

/**
 * The post's metadata exactly as docs/product.md §2 lists it. React 19 hoists these <title>, <meta> and
 * <link> tags into <head> and removes them when the page unmounts, so no head-manager library is needed.
 */
export function PostSeo({ post }: { post: BlogPost }) {
  const url = `${siteOrigin()}/blog/${post.slug}`;
  const published = toIsoDateTime(post.date);
  return (
    <>
      <title>{`${post.title} | ${BLOG_NAME}`}</title>
      <meta name="description" content={post.description} />
      <link rel="canonical" href={url} />
      <meta name="keywords" content={post.keywords.join(', ')} />
      <meta name="author" content={post.author} />
      <meta name="date" content={published} />
      <meta property="og:type" content="article" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={post.title} />
      <meta property="og:description" content={post.description} />
      <meta property="article:published_time" content={published} />
      <meta property="article:author" content={post.author} />
      {post.keywords.map((keyword) => (
        <meta key={keyword} property="article:tag" content={keyword} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          author: { '@type': 'Organization', name: post.author },
          datePublished: published,
          url,
        }}
      />
    </>
  );
}
