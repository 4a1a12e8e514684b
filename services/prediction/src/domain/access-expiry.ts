// When a payment's access to a gameweek ends. The payment.completed event carries the session
// token's expiry (`expires_at`, set by the payment service: 7 days after the checkout,
// docs/product.md §9) and the grant ends then. Events published before that field existed lack it;
// for those the event's time plus 7 days is the same limit to within the minutes spent paying.
import { type EventData, SESSION_TOKEN_TTL_MS } from '@scoreline/contracts';

/** When the access bought by this payment ends: the token's expiry, else the event's time plus 7 days. */
export function accessExpiry(data: Pick<EventData<'payment.completed'>, 'expires_at'>, occurredAt: Date): Date {
  return data.expires_at === undefined ? new Date(occurredAt.getTime() + SESSION_TOKEN_TTL_MS) : new Date(data.expires_at);
}
