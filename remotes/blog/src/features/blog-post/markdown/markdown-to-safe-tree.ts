import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { CLOBBER_PREFIX, rehypeContentLinks } from '../utils/rehype-content-links.ts';

// GitHub's own sanitizing rules (rehype-sanitize's default), with the link schemes of docs/product.md §9.
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: CLOBBER_PREFIX,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto', 'tel'] },
};

// The steps react-markdown would run with these plugins: GitHub-flavoured markdown (tables, task
// lists, strikethrough, autolinks, footnotes), raw HTML passed through (react-markdown's
// `allowDangerousHtml`), then links made safe and everything sanitized. The footnote id prefix is left
// to rehype-sanitize (which adds it to every id) so footnote ids get it once; rehypeContentLinks
// gives the matching links the same prefix.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '', footnoteLabel: 'Footnotes', footnoteBackLabel: 'Back to content' })
  .use(rehypeRaw)
  .use(rehypeContentLinks)
  .use(rehypeSanitize, sanitizeSchema);

/**
 * A post's markdown as the sanitized HTML tree the page draws: an author can use <details> or <kbd>,
 * while scripts, event handlers and unsafe links never reach the page. Plain data, so a worker can
 * send it to the page, which only turns it into elements.
 */
export function markdownToSafeTree(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}
