import type { Root } from 'mdast';

/** What the page asks the parser's worker: one post's markdown, with an id to match the reply. */
export interface ParseRequest {
  readonly id: number;
  readonly markdown: string;
}

/** The worker's reply: the syntax tree, or why the parse failed. */
export type ParseReply = { readonly id: number; readonly tree: Root } | { readonly id: number; readonly error: string };
