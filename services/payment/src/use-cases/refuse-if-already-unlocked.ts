// A checkout for a gameweek that the visitor's presented session already unlocks is refused: paying
// again would buy nothing. The session is what the request carries (the X-Session-Token header and
// the session cookie; either may be the paid one); a token that is unknown, unpaid, expired or for
// another gameweek refuses nothing.
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import { isExpired } from '../domain/session-token.ts';
import type { Clock, Repositories } from './ports.ts';

export async function refuseIfAlreadyUnlocked(
  input: { readonly sessionTokens: readonly string[]; readonly season: string; readonly gameweek: number },
  deps: { readonly repositories: Repositories; readonly clock: Clock },
): Promise<void> {
  const now = deps.clock();
  for (const token of input.sessionTokens) {
    const purchase = await deps.repositories.purchases.findByTokenHash(hashSessionToken(token));
    if (!purchase || purchase.state !== 'paid' || isExpired(purchase, now)) continue;
    if (purchase.season === input.season && purchase.gameweek === input.gameweek) {
      throw AppError.conflict(
        `This session already unlocks gameweek ${input.gameweek} of ${input.season} until ${purchase.token_expires_at.toISOString()}; there is nothing more to buy for it`,
      );
    }
  }
}
