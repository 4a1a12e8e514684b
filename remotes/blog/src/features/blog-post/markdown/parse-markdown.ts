import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * A post's markdown as a syntax tree: CommonMark with GitHub's extensions (tables, task lists,
 * strikethrough, autolinks, footnotes), exactly what react-markdown's own parse with remark-gfm gives.
 * Plain data, so a worker can send it to the page.
 */
export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}
