// Sandbox auth (docs/product.md §4), shared by the Algorithm and Rounding sandboxes: unauthenticated
// until a token is verified by a successful call; the verified token is kept in localStorage
// (ADMIN_TOKEN_STORAGE_KEY, shared with the admin panel) and tried again on the next visit. A refused
// token is forgotten and the gate says 'Invalid JWT token'.
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage, isAuthFailure } from '@scoreline/api-client';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';

export type AdminSession<Data> =
  | { readonly status: 'checking' }
  | { readonly status: 'locked'; readonly error?: string }
  | { readonly status: 'unlocked'; readonly token: string; readonly data: Data };

function storedToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * `verify` loads the page's data with a token; success unlocks the page with that data.
 * `loadFailedText` is the section 8 text for a failed load that is not a refused token.
 */
export function useAdminSession<Data>(verify: (token: string) => Promise<Data>, loadFailedText: string) {
  const [session, setSession] = useState<AdminSession<Data>>(() =>
    storedToken() ? { status: 'checking' } : { status: 'locked' },
  );
  const verifyRef = useRef(verify);
  verifyRef.current = verify;

  const unlock = useCallback(
    async (token: string): Promise<boolean> => {
      setSession({ status: 'checking' });
      try {
        const data = await verifyRef.current(token);
        localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
        setSession({ status: 'unlocked', token, data });
        return true;
      } catch (error) {
        if (isAuthFailure(error)) {
          localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
          setSession({ status: 'locked', error: 'Invalid JWT token' });
        } else {
          setSession({ status: 'locked', error: failureMessage(error, loadFailedText) });
        }
        return false;
      }
    },
    [loadFailedText],
  );

  useEffect(() => {
    const token = storedToken();
    if (token) void unlock(token);
  }, [unlock]);

  /** Replaces the unlocked page's data (after a create, delete or promote reloads it). */
  const setData = useCallback((data: Data) => {
    setSession((current) => (current.status === 'unlocked' ? { ...current, data } : current));
  }, []);

  return { session, unlock, setData };
}
