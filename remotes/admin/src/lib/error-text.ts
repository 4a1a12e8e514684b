import { ApiError, errorMessage } from '@scoreline/api-client';

/** The server's detail when it answered, else the error's own message (docs/product.md §8 prefers the detail). */
export function detailOr(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && error.status > 0) return error.detail;
  return fallback ?? errorMessage(error);
}
