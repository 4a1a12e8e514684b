import type { Root } from 'mdast';
import type { Processor } from 'unified';

/**
 * A remark plugin that takes the syntax tree from `parse` instead of parsing on the page's main
 * thread: remark-parse's parser (which react-markdown always adds first) is replaced by one that
 * returns an empty tree, and the tree `parse` gives takes its place as the first transform.
 */
export function remarkTreeFrom(this: Processor, parse: (markdown: string) => Promise<Root>) {
  this.parser = () => ({ type: 'root', children: [] });
  return (_tree: Root, file: { value: unknown }) => parse(String(file.value));
}

/**
 * A plugin that lets the browser run before the next step, so the steps of drawing a post (raw HTML,
 * sanitizing) are each their own short task rather than one long one the reader waits behind.
 */
export function yieldToBrowser() {
  return () => new Promise<undefined>((resolve) => setTimeout(resolve, 0));
}
