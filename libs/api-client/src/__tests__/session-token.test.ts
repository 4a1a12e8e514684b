import { describe, expect, it } from 'vitest';
import {
  SESSION_TOKEN_STORAGE_KEY,
  clearSessionToken,
  readSessionToken,
  storeSessionToken,
  type TokenStorage,
} from '../session-token.ts';

function memoryStorage(): TokenStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('session token storage', () => {
  it('stores, reads and clears the token under one key', () => {
    const storage = memoryStorage();
    storeSessionToken('tok_abc_0123456789', storage);
    expect(storage.values.get(SESSION_TOKEN_STORAGE_KEY)).toBe('tok_abc_0123456789');
    expect(readSessionToken(storage)).toBe('tok_abc_0123456789');
    clearSessionToken(storage);
    expect(readSessionToken(storage)).toBeNull();
  });

  it('treats a blank token as no token', () => {
    const storage = memoryStorage();
    storeSessionToken('   ', storage);
    expect(readSessionToken(storage)).toBeNull();
  });

  it('survives a storage that throws (disabled by the browser)', () => {
    const throwing: TokenStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => storeSessionToken('tok', throwing)).not.toThrow();
    expect(readSessionToken(throwing)).toBeNull();
    expect(() => clearSessionToken(throwing)).not.toThrow();
  });
});
