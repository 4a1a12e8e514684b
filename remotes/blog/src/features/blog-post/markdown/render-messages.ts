import type { Root } from 'hast';

/** What the page asks the renderer's worker: one post's markdown, with an id to match the reply. */
export interface RenderRequest {
  readonly id: number;
  readonly markdown: string;
}

/** The worker's reply: the post's sanitized HTML tree, or why it could not be made. */
export type RenderReply = { readonly id: number; readonly tree: Root } | { readonly id: number; readonly error: string };
