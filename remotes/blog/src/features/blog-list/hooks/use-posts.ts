import { startTransition, useEffect, useState } from 'react';
import type { BlogCategory, BlogPostSummary } from '@scoreline/contracts';
import { getPosts } from '../api/get-posts.ts';

export interface PostsState {
  posts: BlogPostSummary[];
  loading: boolean;
}

/**
 * The posts of one category (or all). docs/product.md §8: a failed load is only logged and leaves an
 * empty list, so the page then reads 'No posts found in this category' rather than an error.
 */
export function usePosts(category: BlogCategory | null): PostsState {
  const [state, setState] = useState<PostsState>({ posts: [], loading: true });

  useEffect(() => {
    // A quick second click must not let the first, slower answer overwrite the second.
    const controller = new AbortController();
    setState((previous) => ({ posts: previous.posts, loading: true }));
    getPosts(category, controller.signal)
      .then((posts) => {
        // A transition: React draws the cards in slices that leave the main thread free between them.
        if (!controller.signal.aborted) startTransition(() => setState({ posts, loading: false }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load blog posts', error);
        setState({ posts: [], loading: false });
      });
    return () => controller.abort();
  }, [category]);

  return state;
}
