// Where the one admin session lives between pages and reloads (docs/product.md §4, Where we differ):
// the JWT the gateway issued for the admin password and when it expires, in sessionStorage under
// ADMIN_TOKEN_STORAGE_KEY. sessionStorage rather than localStorage: the token is an admin
// credential, so it lasts the browser session (reloads and every admin page of the tab), not beyond.
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';

export interface AdminSessionRecord {
  readonly token: string;
  /** When the token stops being accepted (ms since the epoch), or null when it does not say. */
  readonly expiresAt: number | null;
}

/** What the store holds now: a session, one that has expired (and is forgotten), or none. */
export type StoredAdminSession =
  | { readonly state: 'active'; readonly session: AdminSessionRecord }
  | { readonly state: 'expired'; readonly expiredAt: number }
  | { readonly state: 'none' };

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The `exp` claim of a JWT (seconds) as ms, read without checking the signature: only the server
 * decides whether a token is good; this only tells the page when to stop using it.
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A copy kept in localStorage by an earlier version would outlive the browser session: removed. */
function dropLongLivedCopy(): void {
  try {
    globalThis.localStorage?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // No localStorage (a locked-down browser): nothing was kept there either.
  }
}

export function readAdminSession(now: number = Date.now()): StoredAdminSession {
  dropLongLivedCopy();
  const store = storage();
  const raw = store?.getItem(ADMIN_TOKEN_STORAGE_KEY);
  if (!raw) return { state: 'none' };
  let record: AdminSessionRecord | null = null;
  try {
    const parsed = JSON.parse(raw) as Partial<AdminSessionRecord>;
    if (typeof parsed.token === 'string' && parsed.token) {
      record = { token: parsed.token, expiresAt: typeof parsed.expiresAt === 'number' ? parsed.expiresAt : null };
    }
  } catch {
    record = null;
  }
  if (!record) {
    store?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    return { state: 'none' };
  }
  if (record.expiresAt !== null && record.expiresAt <= now) {
    store?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    return { state: 'expired', expiredAt: record.expiresAt };
  }
  return { state: 'active', session: record };
}

/**
 * Keeps a verified token for the browser session. Its expiry is the issuer's `expires_in` when the
 * login gave one, else the token's own `exp` claim.
 */
export function keepAdminSession(token: string, expiresInSeconds?: number, now: number = Date.now()): AdminSessionRecord {
  const record: AdminSessionRecord = {
    token,
    expiresAt: expiresInSeconds !== undefined ? now + expiresInSeconds * 1000 : tokenExpiry(token),
  };
  storage()?.setItem(ADMIN_TOKEN_STORAGE_KEY, JSON.stringify(record));
  return record;
}

export function endAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
}
