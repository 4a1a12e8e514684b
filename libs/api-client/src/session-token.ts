// The paid session (docs/product.md §3 and §4). The server keeps the token in an HttpOnly cookie the
// page cannot read, so the page also keeps its own copy to send as X-Session-Token (docs/product.md §7):
// that header is what carries access when the API runs on another origin than the page.

export const SESSION_TOKEN_STORAGE_KEY = 'scoreline.session_token';

/** The subset of `Storage` used here, so tests and non-browser callers can pass their own. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStorage(): TokenStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; the site still works without access.
    return undefined;
  }
}

export function readSessionToken(storage: TokenStorage | undefined = defaultStorage()): string | null {
  try {
    const token = storage?.getItem(SESSION_TOKEN_STORAGE_KEY) ?? null;
    return token?.trim() ? token : null;
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string, storage: TokenStorage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(SESSION_TOKEN_STORAGE_KEY, token);
  } catch {
    // A full or disabled storage only loses the header copy; the HttpOnly cookie still carries access.
  }
}

export function clearSessionToken(storage: TokenStorage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(SESSION_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
