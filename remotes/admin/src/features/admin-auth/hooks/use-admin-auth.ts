// Admin auth (docs/product.md §4): password verified, then the JWT verified, which unlocks the
// controls. A failure clears the field it came from and shows the error. The verified token is
// kept where the three sandboxes read it, so they log in from it.
import { errorMessage } from '@scoreline/api-client';
import { useState } from 'react';
import { storeAdminToken } from '../../../lib/admin-token.ts';
import { loginWithPassword, verifyToken } from '../api/auth-calls.ts';

export const PASSWORD_REQUIRED = 'Password required';
export const TOKEN_REQUIRED = 'JWT token required';

export interface AdminAuth {
  readonly password: string;
  readonly setPassword: (value: string) => void;
  readonly token: string;
  readonly setToken: (value: string) => void;
  readonly passwordVerified: boolean;
  /** The verified token once both gates passed, else null (controls locked). */
  readonly unlockedToken: string | null;
  readonly error: string | null;
  readonly busy: boolean;
  submitPassword(): Promise<void>;
  submitToken(): Promise<void>;
}

export function useAdminAuth(): AdminAuth {
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [passwordVerified, setPasswordVerified] = useState(false);
  const [unlockedToken, setUnlockedToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submitPassword() {
    if (!password) {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const issued = await loginWithPassword(password);
      setPasswordVerified(true);
      setToken(issued.token);
    } catch (failure) {
      console.error(failure);
      setPassword('');
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function submitToken() {
    const candidate = token.trim();
    if (!candidate) {
      setError(TOKEN_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await verifyToken(candidate);
      storeAdminToken(candidate);
      setUnlockedToken(candidate);
    } catch (failure) {
      console.error(failure);
      setToken('');
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return {
    password,
    setPassword,
    token,
    setToken,
    passwordVerified,
    unlockedToken,
    error,
    busy,
    submitPassword,
    submitToken,
  };
}
