// The one price of the product (docs/product.md §1 and §9): £9.99 per gameweek, one-time. The amount,
// its currency and its display ("£9.99") are defined once in libs/contracts (the page shows it
// too); this is the form Stripe takes, for the checkout session and the webhook check.
import { GAMEWEEK_PRICE_CURRENCY, GAMEWEEK_PRICE_PENCE } from '@scoreline/contracts';

export const GAMEWEEK_PRICE = {
  /** Minor units, as Stripe takes them. */
  amount: GAMEWEEK_PRICE_PENCE,
  /** ISO 4217, lower case as Stripe writes it. */
  currency: GAMEWEEK_PRICE_CURRENCY.toLowerCase() as Lowercase<typeof GAMEWEEK_PRICE_CURRENCY>,
} as const;
