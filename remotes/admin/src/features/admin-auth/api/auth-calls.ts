// The two gates (docs/product.md §2 and §4). The password is never compared in the browser: gate 1
// asks the gateway's admin login, which checks it against the scrypt hash in constant time, rate
// limits failures per IP, and answers a fresh short-lived JWT that pre-fills gate 2. Gate 2 proves
// a token by a bearer call (GET /api/weights), as the seed did.
import { ApiError } from '@scoreline/api-client';
import type { AdminTokenResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const INCORRECT_PASSWORD = 'Incorrect password';
export const INVALID_TOKEN = 'Invalid JWT token';

/** Resolves to the issued token; a 401 is 'Incorrect password', anything else the server's words. */
export async function loginWithPassword(password: string): Promise<AdminTokenResponse> {
  try {
    return await apiClient.post<AdminTokenResponse>('/api/auth/admin-token', { password });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw new Error(INCORRECT_PASSWORD, { cause: error });
    throw error;
  }
}

/** Resolves when the server accepts the token; a 401 or 403 is 'Invalid JWT token'. */
export async function verifyToken(token: string): Promise<void> {
  try {
    await apiClient.get('/api/weights', { bearer: token });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      throw new Error(INVALID_TOKEN, { cause: error });
    }
    throw error;
  }
}
