import type { BlogPostSummary } from '@scoreline/contracts';
import { StructuredData } from '../../../components/structured-data.tsx';
import { BLOG_NAME, SITE_NAME, siteOrigin } from '../../../lib/site.ts';
import { toIsoDateTime } from '../../../utils/format-date.ts';

const DESCRIPTION =
  'How Scoreline predicts Premier League scores: the six-metric Poisson method, backtests on real seasons, smart rounding and how to read the probabilities.';

/** Metadata and schema.org Blog data for the list (docs/product.md §2); React 19 hoists the tags into <head>. */
export function BlogListSeo({ posts }: { posts: BlogPostSummary[] }) {
  const origin = siteOrigin();
  const url = `${origin}/blog`;
  return (
    <>
      <title>{BLOG_NAME}</title>
      <meta name="description" content={DESCRIPTION} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={BLOG_NAME} />
      <meta property="og:description" content={DESCRIPTION} />
      <meta name="twitter:card" content="summary_large_image" />
      <StructuredData
        data={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: BLOG_NAME,
          description: DESCRIPTION,
          url,
          publisher: { '@type': 'Organization', name: SITE_NAME },
          blogPost: posts.map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.description,
            author: { '@type': 'Organization', name: post.author },
            datePublished: toIsoDateTime(post.date),
            url: `${origin}/blog/${post.slug}`,
          })),
        }}
      />
    </>
  );
}
