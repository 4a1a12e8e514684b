import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, DEV_ADMIN_PASSWORD_HASH, hashPassword, isPasswordHash, verifyPassword, verifyPasswordSync } from '../src/index.ts';

// ADMIN_PASSWORD_HASH values are `scrypt$<salt-hex>$<hash-hex>`; verification is exact.

describe('password hash', () => {
  it('hashes in the documented form with a fresh salt each time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
    expect(isPasswordHash(first)).toBe(true);
  });

  it('verifies the right password and refuses near misses', async () => {
    const hash = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
    expect(verifyPasswordSync('correct horse', hash)).toBe(true);
  });

  it('ships a development hash that is the hash of "admin"', async () => {
    expect(DEV_ADMIN_PASSWORD).toBe('admin');
    expect(await verifyPassword('admin', DEV_ADMIN_PASSWORD_HASH)).toBe(true);
  });

  it('rejects stored values that are not scrypt hashes', async () => {
    expect(isPasswordHash('admin')).toBe(false);
    expect(isPasswordHash('scrypt$abc$def')).toBe(false);
    await expect(verifyPassword('admin', 'bcrypt$00$11')).rejects.toThrow(/scrypt\$<salt-hex>\$<hash-hex>/);
    await expect(hashPassword('')).rejects.toThrow(/empty/);
  });
});
