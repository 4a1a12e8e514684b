// GET /api/payment/test-checkout/{id}: the local test checkout as its page shows it (development
// without a Stripe key; see checkout/local-test-gateway.ts). Showing the page, like paying
// (pay-test-checkout.ts), requires the purchase's own session token, so the page works only for
// the browser the checkout address was given to.
import { AppError, hashSessionToken } from '@scoreline/service-kit';
import type { Purchase } from '../domain/purchase.ts';
import { isExpired } from '../domain/session-token.ts';
import type { WebhookDeps } from './ports.ts';

/** The checkout as the test page shows it. */
export async function findTestCheckout(
  input: { readonly sessionId: string; readonly token: string },
  deps: Pick<WebhookDeps, 'repositories' | 'clock'>,
): Promise<Purchase> {
  const purchase = await deps.repositories.purchases.findBySessionId(input.sessionId);
  if (!purchase || purchase.checkout !== 'local-test') throw AppError.notFound('Unknown test checkout session');
  if (hashSessionToken(input.token) !== purchase.token_hash) {
    throw AppError.forbidden('This session token does not belong to this checkout');
  }
  if (isExpired(purchase, deps.clock())) throw new AppError(410, 'Session token expired');
  return purchase;
}
