// Cross-sandbox auth (docs/product.md §4): the password, verified by the server, is kept in session
// storage; the token, verified by a successful call, in local storage (shared with the admin panel
// and the other sandboxes) and reused on reload. Logout clears both and the stored job id.
import { useCallback, useState } from 'react';
import { CROSS_SANDBOX_PASSWORD_STORAGE_KEY, MATRIX_JOB_STORAGE_KEY } from '@scoreline/contracts';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function useCrossSandboxAuth() {
  const [password, setPasswordState] = useState<string | null>(() => read(() => sessionStorage, CROSS_SANDBOX_PASSWORD_STORAGE_KEY));
  const [token, setTokenState] = useState<string | null>(() => read(() => localStorage, ADMIN_TOKEN_STORAGE_KEY));

  const acceptPassword = useCallback((value: string) => {
    sessionStorage.setItem(CROSS_SANDBOX_PASSWORD_STORAGE_KEY, value);
    setPasswordState(value);
  }, []);
  const acceptToken = useCallback((value: string) => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, value);
    setTokenState(value);
  }, []);
  const forgetToken = useCallback(() => {
    localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    setTokenState(null);
  }, []);
  const logout = useCallback(() => {
    sessionStorage.removeItem(CROSS_SANDBOX_PASSWORD_STORAGE_KEY);
    localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    localStorage.removeItem(MATRIX_JOB_STORAGE_KEY);
    setPasswordState(null);
    setTokenState(null);
  }, []);

  return { password, token, acceptPassword, acceptToken, forgetToken, logout };
}
