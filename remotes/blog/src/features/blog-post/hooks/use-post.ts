import { startTransition, useEffect, useState } from 'react';
import type { BlogPost } from '@scoreline/contracts';
import { getPost } from '../api/get-post.ts';

export type PostState =
  | { status: 'loading' }
  | { status: 'loaded'; post: BlogPost }
  | { status: 'error' };

/**
 * docs/product.md §4: loading (at first and on every slug change), then loaded or error. §8: the
 * cause of a failure is not told apart, so a 404, a network error and a malformed answer all end in 'error'.
 */
export function usePost(slug: string | undefined): PostState {
  const [state, setState] = useState<PostState>({ status: 'loading' });

  useEffect(() => {
    if (!slug) {
      setState({ status: 'error' });
      return;
    }
    // Following a link from one post to another must not show the first post's late answer.
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPost(slug, controller.signal)
      .then((post) => {
        // A transition: React draws the post in slices that leave the main thread free between them.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'loaded', post }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load blog post "${slug}"`, error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [slug]);

  return state;
}
