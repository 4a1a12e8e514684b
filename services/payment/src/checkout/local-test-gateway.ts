// The local test checkout (development without a Stripe key): the "hosted page" is
// GET /api/payment/test-checkout/{id} on this service, clearly labelled TEST MODE, and its Pay
// button completes the purchase through a signed checkout.session.completed event delivered to the
// same webhook handler as Stripe's. Production never builds this gateway (config refuses it).
import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_PARAM } from '@scoreline/contracts';
import type { CheckoutGateway } from './checkout-gateway.ts';

export const LOCAL_TEST_SESSION_PREFIX = 'cs_localtest_';
export const TEST_CHECKOUT_PATH = '/api/payment/test-checkout';

export function createLocalTestGateway(): CheckoutGateway {
  return {
    kind: 'local-test',
    async create(request) {
      const id = `${LOCAL_TEST_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
      // The token rides along to the page (the buyer's own browser, as with Stripe's success_url),
      // so that the page can send the buyer back with it; it is never stored.
      const url = new URL(`${TEST_CHECKOUT_PATH}/${id}`, request.apiOrigin);
      url.searchParams.set(SESSION_TOKEN_PARAM, request.sessionToken);
      return { id, url: url.href };
    },
    async expire() {
      // Nothing to close: an unstored test session has no page (its id finds no purchase).
    },
  };
}
