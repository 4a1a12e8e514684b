// The one price of the product (spec sections 1 and 9): £9.99 per gameweek, one-time. The amount
// is defined once in libs/contracts (the page shows it too); the currency and its display live
// here, next to their only users: the checkout session, the webhook check and the test page.
import { GAMEWEEK_PRICE_PENCE } from '@scoreline/contracts';

export const GAMEWEEK_PRICE = {
  /** Minor units, as Stripe takes them. */
  amount: GAMEWEEK_PRICE_PENCE,
  /** ISO 4217, lower case as Stripe writes it. */
  currency: 'gbp',
} as const;

/** "£9.99": en-GB, as the site writes money (spec section 9). */
export function formatGameweekPrice(): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: GAMEWEEK_PRICE.currency.toUpperCase() }).format(
    GAMEWEEK_PRICE.amount / 100,
  );
}
