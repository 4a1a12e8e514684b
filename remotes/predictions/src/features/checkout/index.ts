// The checkout feature's public surface for the exposed pages.
export { fixtureCheckoutRequest, gameweekCheckoutRequest } from './api/create-checkout-session.ts';
export { PAYMENT_FAILED_ALERT, useCheckout } from './hooks/use-checkout.ts';
export type { Checkout } from './hooks/use-checkout.ts';
