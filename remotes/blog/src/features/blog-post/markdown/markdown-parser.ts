import type { Root } from 'mdast';
import type { ParseReply, ParseRequest } from './parse-messages.ts';

/** The part of a Worker the parser uses, so a test can stand in for the browser's. */
export interface ParserWorker {
  postMessage(request: ParseRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ParseReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** Starts the parser's worker, or gives null where none can run. */
export type StartParserWorker = () => ParserWorker | null;

/**
 * The built worker (parse-markdown.worker.ts), or null where the browser has none (jsdom) or refuses
 * it: a worker's script must come from the page's origin, and in the distributed mode this remote is
 * served from its own origin, not the shell's.
 */
export const startParserWorker: StartParserWorker = () => {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./parse-markdown.worker.ts', import.meta.url), { type: 'module', name: 'markdown-parser' });
  } catch {
    return null;
  }
};

/** Parses on this thread: the same parser, loaded only when there is no worker to run it. */
const parseHere = async (markdown: string): Promise<Root> => (await import('./parse-markdown.ts')).parseMarkdown(markdown);

export interface MarkdownParser {
  /** The post's syntax tree, parsed in the worker when there is one, here when not. */
  parse(markdown: string): Promise<Root>;
  /** Starts the worker ahead of the first parse, so its script loads while the post is fetched. */
  warm(): void;
}

/**
 * A post's markdown parsed off the page's main thread. The worker is started once, on first use; if
 * it cannot start or its script fails to load, every pending and later parse runs here instead, so a
 * post is always drawn.
 */
export function createMarkdownParser(startWorker: StartParserWorker = startParserWorker): MarkdownParser {
  let worker: ParserWorker | null | undefined;
  let nextId = 0;
  const pending = new Map<number, { markdown: string; resolve: (tree: Root) => void; reject: (error: Error) => void }>();

  const giveUp = () => {
    worker = null;
    for (const [id, request] of pending) {
      pending.delete(id);
      parseHere(request.markdown).then(request.resolve, request.reject);
    }
  };

  const started = (): ParserWorker | null => {
    if (worker !== undefined) return worker;
    worker = startWorker();
    worker?.addEventListener('message', ({ data: reply }) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ('tree' in reply) request.resolve(reply.tree);
      else request.reject(new Error(`The markdown parser failed: ${reply.error}`));
    });
    worker?.addEventListener('error', giveUp);
    return worker;
  };

  return {
    parse(markdown) {
      const running = started();
      if (!running) return parseHere(markdown);
      return new Promise<Root>((resolve, reject) => {
        const id = (nextId += 1);
        pending.set(id, { markdown, resolve, reject });
        running.postMessage({ id, markdown });
      });
    },
    warm() {
      started();
    },
  };
}
