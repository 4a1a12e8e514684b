import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// Admin password hashes are `scrypt$<salt-hex>$<hash-hex>` (docs/engineering.md, "Configuration").
// The cost parameters are fixed here rather than stored in the string, to keep that format; they
// are Node's defaults (N=2^14, r=8, p=1), about 50 ms a check, and the check is rate limited.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export const PASSWORD_HASH_PATTERN = /^scrypt\$([0-9a-f]{16,})\$([0-9a-f]{32,})$/;

function deriveKey(password: string, salt: Buffer, keyLength: number): Promise<Buffer> {
  // The async form runs on libuv's pool, so a check never blocks the event loop.
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, SCRYPT_OPTIONS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$<salt-hex>$<hash-hex>`; a random 16-byte salt unless one is given. */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> {
  if (password.length === 0) throw new Error('Refusing to hash an empty password');
  const key = await deriveKey(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export function isPasswordHash(value: string): boolean {
  const match = PASSWORD_HASH_PATTERN.exec(value);
  return match !== null && match[1]!.length % 2 === 0 && match[2]!.length % 2 === 0;
}

/**
 * True when `password` matches `storedHash`. The comparison is constant-time (timingSafeEqual
 * over equal-length keys), so the answer time does not tell how much of a guess was right.
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const { salt, expected } = splitHash(storedHash);
  const actual = await deriveKey(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}

/** verifyPassword for start-up checks only (loadConfig): it blocks the event loop for one hash. */
export function verifyPasswordSync(password: string, storedHash: string): boolean {
  const { salt, expected } = splitHash(storedHash);
  return timingSafeEqual(scryptSync(password.normalize('NFC'), salt, expected.length, SCRYPT_OPTIONS), expected);
}

function splitHash(storedHash: string): { salt: Buffer; expected: Buffer } {
  const match = PASSWORD_HASH_PATTERN.exec(storedHash);
  if (!match || !isPasswordHash(storedHash)) throw new Error('Stored password hash is not in scrypt$<salt-hex>$<hash-hex> form');
  return { salt: Buffer.from(match[1]!, 'hex'), expected: Buffer.from(match[2]!, 'hex') };
}
