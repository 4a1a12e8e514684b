import type { Root } from 'hast';
import { startTransition, useEffect, useState } from 'react';
import { postRenderer } from '../markdown/post-renderer.ts';

type TreeState = { readonly markdown: string; readonly tree: Root } | { readonly markdown: string; readonly error: Error } | null;

/**
 * The post's sanitized HTML tree, made off the main thread (markdown/markdown-renderer.ts); null until
 * it arrives. It arrives in a transition, so React draws the post in slices that leave the main thread
 * free between them rather than in one long task. A post that cannot be rendered throws, to the page's
 * error boundary, as any failure to draw it would.
 */
export function usePostTree(markdown: string): Root | null {
  const [state, setState] = useState<TreeState>(null);
  useEffect(() => {
    let current = true;
    postRenderer.render(markdown).then(
      (tree) => {
        if (current) startTransition(() => setState({ markdown, tree }));
      },
      (error: unknown) => {
        if (current) setState({ markdown, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [markdown]);
  if (state?.markdown !== markdown) return null;
  if ('error' in state) throw state.error;
  return state.tree;
}
