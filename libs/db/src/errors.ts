// The store's failures in terms services act on: "the store is down" (503 and a message an
// operator can follow) and "that natural id or unique field already exists" (409).
import { redactUri } from './config.ts';

export class DbUnavailableError extends Error {
  override readonly name = 'DbUnavailableError';
  /** The server URI without credentials. */
  readonly uri: string;

  constructor(uri: string, options?: { cause?: unknown }) {
    super(dbUnavailableMessage(uri), options);
    this.uri = redactUri(uri);
  }
}

export function dbUnavailableMessage(uri: string): string {
  return `MongoDB-protocol store unreachable at ${redactUri(uri)} — start it with npm run infra:up (or point MONGODB_URI at a running server)`;
}

const DUPLICATE_KEY_CODES = new Set([11000, 11001]);

interface MaybeServerError {
  code?: unknown;
  message?: unknown;
  writeErrors?: unknown;
  cause?: unknown;
}

/**
 * True for a unique-index violation (E11000), whether raised by one write, inside a bulk write
 * (its writeErrors) or wrapped as the cause of another error; services answer it with 409.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const candidate = current as MaybeServerError;
    if (typeof candidate.code === 'number' && DUPLICATE_KEY_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && candidate.message.includes('E11000')) return true;
    const writeErrors = candidate.writeErrors;
    if (Array.isArray(writeErrors) && writeErrors.some((writeError) => isDuplicateKeyError(writeError)))
      return true;
    current = candidate.cause;
  }
  return false;
}
