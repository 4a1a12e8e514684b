// The one admin session of the admin panel and the three sandboxes (docs/product.md §4): the admin
// password, checked by the gateway's login, gives a short-lived JWT; a page proves it by loading
// itself with it, keeps it for the browser session (admin-session-store.ts), and every other admin
// page, and a reload, starts from it without asking again. When it expires (its expiry passes, or
// the server refuses it) the page locks and the gate asks for the password, saying why.
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage, isApiError, isAuthFailure, type ApiClient } from '@scoreline/api-client';
import type { AdminTokenResponse } from '@scoreline/contracts';
import { endAdminSession, keepAdminSession, readAdminSession } from './admin-session-store.ts';

export type AdminSession<Data> =
  | { readonly status: 'checking' }
  | {
      readonly status: 'locked';
      /** Why the last attempt failed ('Incorrect password', 'Invalid JWT token', …). */
      readonly error?: string;
      /** Why the page is locked again although it was not: the session expired. */
      readonly notice?: string;
    }
  | { readonly status: 'unlocked'; readonly token: string; readonly expiresAt: number | null; readonly data: Data };

export const INCORRECT_PASSWORD = 'Incorrect password';
export const SESSION_EXPIRED = 'Your admin session has expired. Enter the admin password to continue.';

export interface AdminSessionOptions<Data> {
  /** Loads the page with a token: success proves the token and unlocks the page with what it loaded. */
  readonly load: (token: string) => Promise<Data>;
  /** The page's API client (its base address rule), for the password login. */
  readonly client: ApiClient;
  /** docs/product.md §8's text for a failed load that is not a refused token. */
  readonly loadFailedText: string;
  /** What a refused token is called on this page (docs/product.md §8). */
  readonly invalidTokenText?: string;
}

/** The login's outcome as the gate shows it. */
export type LoginResult =
  | { readonly ok: true; readonly token: string; readonly expiresInSeconds: number }
  | { readonly ok: false; readonly error: string };

const clock = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * A login refused because the password budget is spent: the server's words and when to try again,
 * from its Retry-After ('Try again in 14 minutes, at 10:42.').
 */
export function lockedOutMessage(detail: string, retryAfterSeconds: number | undefined, now: number = Date.now()): string {
  if (retryAfterSeconds === undefined) return detail;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${detail} Try again in ${wait}, at ${clock(now + retryAfterSeconds * 1000)}.`;
}

/** The longest a browser timer waits (about 24.8 days); a token living longer is left to the server to refuse. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function useAdminSession<Data>({ load, client, loadFailedText, invalidTokenText = 'Invalid JWT token' }: AdminSessionOptions<Data>) {
  const [session, setSession] = useState<AdminSession<Data>>(() => {
    const stored = readAdminSession();
    if (stored.state === 'active') return { status: 'checking' };
    return stored.state === 'expired' ? { status: 'locked', notice: SESSION_EXPIRED } : { status: 'locked' };
  });
  const loadRef = useRef(load);
  loadRef.current = load;

  /** Proves a token by loading the page with it; kept for the session when it works. */
  const unlock = useCallback(
    async (token: string, expiresInSeconds?: number): Promise<boolean> => {
      setSession({ status: 'checking' });
      try {
        const data = await loadRef.current(token);
        const record = keepAdminSession(token, expiresInSeconds);
        setSession({ status: 'unlocked', token, expiresAt: record.expiresAt, data });
        return true;
      } catch (error) {
        if (isAuthFailure(error)) {
          endAdminSession();
          setSession({ status: 'locked', error: invalidTokenText });
        } else {
          console.error(error);
          setSession({ status: 'locked', error: failureMessage(error, loadFailedText) });
        }
        return false;
      }
    },
    [invalidTokenText, loadFailedText],
  );

  /** The admin password for a token (the gateway's login: scrypt hash, a failure budget per client). */
  const login = useCallback(
    async (password: string): Promise<LoginResult> => {
      try {
        const issued = await client.post<AdminTokenResponse>('/api/auth/admin-token', { password });
        return { ok: true, token: issued.token, expiresInSeconds: issued.expires_in };
      } catch (error) {
        if (isApiError(error) && error.status === 401) return { ok: false, error: INCORRECT_PASSWORD };
        if (isApiError(error) && error.status === 429) return { ok: false, error: lockedOutMessage(error.detail, error.retryAfterSeconds) };
        return { ok: false, error: failureMessage(error, 'The admin login failed. Please try again.') };
      }
    },
    [client],
  );

  /** The session is over (it expired, or a call was refused): locked, and the gate says why. */
  const expire = useCallback(() => {
    endAdminSession();
    setSession({ status: 'locked', notice: SESSION_EXPIRED });
  }, []);

  /** Ends the session on purpose (Logout): locked without a message. */
  const logout = useCallback(() => {
    endAdminSession();
    setSession({ status: 'locked' });
  }, []);

  // A session kept by another page or before a reload is proved again here.
  useEffect(() => {
    const stored = readAdminSession();
    if (stored.state === 'active') {
      const expiresAt = stored.session.expiresAt;
      void unlock(stored.session.token, expiresAt === null ? undefined : Math.max(0, (expiresAt - Date.now()) / 1000));
    }
  }, [unlock]);

  // Locks the page the moment the token expires, instead of letting the next call fail.
  const expiresAt = session.status === 'unlocked' ? session.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const wait = expiresAt - Date.now();
    if (wait > LONGEST_TIMER_MS) return undefined;
    const timer = setTimeout(expire, Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [expiresAt, expire]);

  /** Replaces the unlocked page's data (after a create, delete or promote reloads it). */
  const setData = useCallback((data: Data) => {
    setSession((current) => (current.status === 'unlocked' ? { ...current, data } : current));
  }, []);

  return { session, unlock, login, expire, logout, setData };
}

export type AdminSessionControl<Data> = ReturnType<typeof useAdminSession<Data>>;
