// GET /api/session/status: what the token in the cookie or the X-Session-Token header is worth.
// It answers for the token the request carries, so it reveals nothing about anyone else's.
import type { SessionStatusResponse } from '@scoreline/contracts';
import { hashSessionToken } from '@scoreline/service-kit';
import { isExpired } from '../domain/session-token.ts';
import type { Clock, Repositories } from './ports.ts';

export async function getSessionStatus(
  input: { readonly token: string | undefined },
  deps: { readonly repositories: Repositories; readonly clock: Clock },
): Promise<SessionStatusResponse> {
  const { token } = input;
  if (!token) return { state: 'none', season: null, gameweek: null, expires_at: null };
  const purchase = await deps.repositories.purchases.findByTokenHash(hashSessionToken(token));
  if (!purchase) return { state: 'unknown', season: null, gameweek: null, expires_at: null };
  return {
    state: isExpired(purchase, deps.clock()) ? 'expired' : purchase.state,
    season: purchase.season,
    gameweek: purchase.gameweek,
    expires_at: purchase.token_expires_at.toISOString(),
  };
}
