// Blog payloads (docs/product.md §3 "Blog post", §7 GET /api/blog/posts and /api/blog/post/{slug}).
// The service validates what it answers against these schemas; the blog remote takes their types and
// checks the fields it draws (remotes/blog src/lib/answer-shape.ts, whose test holds it to these
// schemas), so a field renamed on one side fails loudly on the other instead of rendering blanks.
import { z } from '../zod.ts';
import { BLOG_CATEGORIES, BLOG_CATEGORY_QUERIES, blogCategoryFromQuery, type BlogCategory } from '../constants.ts';

export { BLOG_CATEGORIES, BLOG_CATEGORY_QUERIES, blogCategoryFromQuery, type BlogCategory };
export const blogCategorySchema = z.enum(BLOG_CATEGORIES);

/**
 * `?category=` as the blog service takes it (its use-case, with its own message): empty, or a
 * category in any letter case, spaces around it ignored; the OpenAPI document's pattern.
 */
export const BLOG_CATEGORY_QUERY_PATTERN = `^\\s*(?:${BLOG_CATEGORIES.map((name) =>
  [...name].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'))).join(''),
).join('|')})?\\s*$`;

/** Slugs are URL path segments: lowercase words joined by single hyphens. */
export const blogSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case');

/** A calendar date (YYYY-MM-DD); the page shows it in long British form and uses it as the ISO published time. */
export const blogDateSchema = z.iso.date();

export const blogPostSchema = z.object({
  slug: blogSlugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  keywords: z.array(z.string().min(1)),
  author: z.string().min(1),
  date: blogDateSchema,
  category: blogCategorySchema,
  /** Whole minutes, computed by the server from the text (docs/product.md §9). */
  read_time: z.number().int().positive(),
  /** Markdown (GFM plus raw HTML, rendered sanitized by the blog remote). */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The list form omits keywords and content (docs/product.md §3). */
export const blogPostSummarySchema = blogPostSchema.omit({ keywords: true, content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** GET /api/blog/posts → `{ posts }`, newest first. */
export const blogPostListResponseSchema = z.object({ posts: z.array(blogPostSummarySchema) });
export type BlogPostListResponse = z.infer<typeof blogPostListResponseSchema>;

/** GET /api/blog/post/{slug} → the post itself. */
export const blogPostResponseSchema = blogPostSchema;
export type BlogPostResponse = BlogPost;
