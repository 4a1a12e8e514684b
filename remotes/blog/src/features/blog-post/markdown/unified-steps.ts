import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Processor } from 'unified';

/**
 * A remark plugin that stops react-markdown from parsing on the page's main thread: remark-parse's
 * parser (which react-markdown always adds first) is replaced by one that returns an empty tree.
 * The post's tree is made elsewhere and handed in by `rehypeTreeFrom`.
 */
export function remarkSkipParse(this: Processor) {
  this.parser = (): MdastRoot => ({ type: 'root', children: [] });
}

/**
 * A rehype plugin whose tree is the one `render` gives for the post's markdown (markdown-to-safe-tree.ts,
 * in a worker): it takes the place of react-markdown's own (empty, see `remarkSkipParse`) HTML tree,
 * so the page only turns the finished tree into elements.
 */
export function rehypeTreeFrom(render: (markdown: string) => Promise<HastRoot>) {
  return (_tree: HastRoot, file: { value: unknown }) => render(String(file.value));
}
