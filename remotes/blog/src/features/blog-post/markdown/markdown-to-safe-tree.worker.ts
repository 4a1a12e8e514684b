// The post renderer's own thread (markdown/markdown-renderer.ts): parsing a post, passing its raw
// HTML through and sanitizing it are the costliest steps of drawing it, and their code is most of
// the blog's; here they keep the page's main thread free to answer the reader, and the page's own
// script small.
/// <reference lib="webworker" />
import { markdownToSafeTree } from './markdown-to-safe-tree.ts';
import type { RenderReply, RenderRequest } from './render-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<RenderRequest>) => {
  const { id, markdown } = event.data;
  let reply: RenderReply;
  try {
    reply = { id, tree: markdownToSafeTree(markdown) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
