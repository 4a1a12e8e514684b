// payment.completed → the access read model: the token hash may now see that gameweek's premium
// fields, for as long as the session token lives. The event carries the token's expiry
// (`expires_at`, set by the payment service: 7 days after the checkout, docs/product.md §9) and the
// grant ends then. Events published before that field existed lack it; for those the event's time
// plus 7 days is the same limit to within the minutes spent paying. Idempotent: the grant's key is
// the whole event and a redelivery keeps the first grant's times.
import { type EventData, SESSION_TOKEN_TTL_MS } from '@scoreline/contracts';
import type { Repositories } from './ports.ts';

/** When the access bought by this payment ends: the token's expiry, else the event's time plus 7 days. */
export function accessExpiry(data: Pick<EventData<'payment.completed'>, 'expires_at'>, occurredAt: Date): Date {
  return data.expires_at === undefined ? new Date(occurredAt.getTime() + SESSION_TOKEN_TTL_MS) : new Date(data.expires_at);
}

export async function grantAccess(
  input: { data: EventData<'payment.completed'>; occurredAt: Date },
  deps: { access: Repositories['access'] },
): Promise<void> {
  const { data, occurredAt } = input;
  await deps.access.grant(
    { token_hash: data.token_hash, season: data.season, gameweek: data.gameweek },
    occurredAt,
    accessExpiry(data, occurredAt),
  );
}
