// docs/product.md §8: the server's detail is shown when the server gave one, else the screen's fixed
// text. A call that never reached the server, or whose answer broke the contract, gets the fixed text.
import { isApiError } from '@scoreline/api-client';

export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.detail ? error.detail : fallback;
}

/** The token was refused: the gate's 'Invalid JWT token' rather than a failed load. */
export function isAuthFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
