// The post parser's own thread (markdown/markdown-parser.ts): parsing a post is the costliest step of
// drawing it, and here it keeps the page's main thread free to answer the reader.
/// <reference lib="webworker" />
import { parseMarkdown } from './parse-markdown.ts';
import type { ParseReply, ParseRequest } from './parse-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  const { id, markdown } = event.data;
  let reply: ParseReply;
  try {
    reply = { id, tree: parseMarkdown(markdown) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
