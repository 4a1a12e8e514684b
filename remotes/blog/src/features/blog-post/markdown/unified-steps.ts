import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Processor } from 'unified';

/**
 * A remark plugin that stops react-markdown from parsing on the page's main thread: remark-parse's
 * parser (which react-markdown always adds first) is replaced by one that returns an empty tree.
 * The post's tree is made elsewhere and handed in by `rehypeGivenTree`.
 */
export function remarkSkipParse(this: Processor) {
  this.parser = (): MdastRoot => ({ type: 'root', children: [] });
}

/**
 * A rehype plugin whose tree is the one it is given (the post's, made by markdown-to-safe-tree.ts in
 * a worker): it takes the place of react-markdown's own (empty, see `remarkSkipParse`) HTML tree, so
 * the page only turns the finished tree into elements.
 */
export function rehypeGivenTree(tree: HastRoot) {
  // A copy: react-markdown's last steps (its URL transform, element filters) change the tree in place.
  return (): HastRoot => structuredClone(tree);
}
