import type { Root } from 'hast';
import type { RenderReply, RenderRequest } from './render-messages.ts';

/** The part of a Worker the renderer uses, so a test can stand in for the browser's. */
export interface RendererWorker {
  postMessage(request: RenderRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<RenderReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

/** Starts the renderer's worker, or gives null where none can run. */
export type StartRendererWorker = () => RendererWorker | null;

/**
 * The built worker (markdown-to-safe-tree.worker.ts), or null where the browser has none (jsdom) or
 * refuses it: a worker's script must come from the page's origin, and in the distributed mode this
 * remote is served from its own origin, not the shell's.
 */
export const startRendererWorker: StartRendererWorker = () => {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./markdown-to-safe-tree.worker.ts', import.meta.url), { type: 'module', name: 'markdown-renderer' });
  } catch {
    return null;
  }
};

/** Renders on this thread: the same steps, loaded only when there is no worker to run them. */
const renderHere = async (markdown: string): Promise<Root> => (await import('./markdown-to-safe-tree.ts')).markdownToSafeTree(markdown);

export interface MarkdownRenderer {
  /** The post's sanitized HTML tree, made in the worker when there is one, here when not. */
  render(markdown: string): Promise<Root>;
  /** Starts the worker ahead of the first post, so its script loads while the post is fetched. */
  warm(): void;
}

/**
 * A post's markdown made into its sanitized HTML tree off the page's main thread. The worker is
 * started once, on first use; if it cannot start or its script fails to load, every pending and
 * later post is rendered here instead, so a post is always drawn.
 */
export function createMarkdownRenderer(startWorker: StartRendererWorker = startRendererWorker): MarkdownRenderer {
  let worker: RendererWorker | null | undefined;
  let nextId = 0;
  const pending = new Map<number, { markdown: string; resolve: (tree: Root) => void; reject: (error: Error) => void }>();

  const giveUp = () => {
    worker = null;
    for (const [id, request] of pending) {
      pending.delete(id);
      renderHere(request.markdown).then(request.resolve, request.reject);
    }
  };

  const started = (): RendererWorker | null => {
    if (worker !== undefined) return worker;
    worker = startWorker();
    worker?.addEventListener('message', ({ data: reply }) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ('tree' in reply) request.resolve(reply.tree);
      else request.reject(new Error(`The markdown renderer failed: ${reply.error}`));
    });
    worker?.addEventListener('error', giveUp);
    return worker;
  };

  return {
    render(markdown) {
      const running = started();
      if (!running) return renderHere(markdown);
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
