// payment.completed → the access read model: the token hash may now see that gameweek's premium
// fields, for as long as the session token lives (domain/access-expiry.ts: until when). Idempotent:
// the grant's key is the whole event and a redelivery keeps the first grant's times.
import type { EventData } from '@scoreline/contracts';
import { accessExpiry } from '../domain/access-expiry.ts';
import type { Repositories } from './ports.ts';

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
