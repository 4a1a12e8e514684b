// payment.completed → the access read model: the token hash may now see that gameweek's premium
// fields. Idempotent (the grant's key is the whole event).
import type { Clock, Repositories } from './ports.ts';

export async function grantAccess(
  data: { token_hash: string; season: string; gameweek: number },
  deps: { access: Repositories['access']; clock: Clock },
): Promise<void> {
  await deps.access.grant({ token_hash: data.token_hash, season: data.season, gameweek: data.gameweek }, deps.clock());
}
