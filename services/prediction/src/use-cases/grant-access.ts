// payment.completed → the access read model: the token hash may now see that gameweek's premium
// fields, for as long as the session token lives (spec section 9: 7 days; the payment service
// expires tokens 7 days after their checkout, and the payment follows the checkout closely, so the
// event's time plus 7 days is the same limit to within the minutes spent paying). Idempotent: the
// grant's key is the whole event and a redelivery keeps the first grant's times.
import type { Repositories } from './ports.ts';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export async function grantAccess(
  input: { data: { token_hash: string; season: string; gameweek: number }; occurredAt: Date },
  deps: { access: Repositories['access'] },
): Promise<void> {
  const { data, occurredAt } = input;
  await deps.access.grant(
    { token_hash: data.token_hash, season: data.season, gameweek: data.gameweek },
    occurredAt,
    new Date(occurredAt.getTime() + SESSION_LIFETIME_MS),
  );
}
