// The local test checkout (only when there is no Stripe key, never in production):
// - GET /api/payment/test-checkout/{id}?session_token=…: the TEST MODE page;
// - POST /api/payment/test-checkout/{id}/pay (form field session_token): completes the purchase
//   through the signed webhook path, then sends the buyer to the success address.
import { sessionTokenSchema, SESSION_TOKEN_PARAM } from '@scoreline/contracts';
import { AppError, parse, parseParams, requestIdOf } from '@scoreline/service-kit';
import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { LOCAL_TEST_SESSION_PREFIX, TEST_CHECKOUT_PATH } from '../checkout/local-test-gateway.ts';
import type { PaymentContext } from '../context.ts';
import { findTestCheckout } from '../use-cases/find-test-checkout.ts';
import { payTestCheckout } from '../use-cases/pay-test-checkout.ts';
import { renderTestCheckoutPage, renderTestCheckoutReturnPage } from './test-checkout-page.ts';

const paramsSchema = z.object({
  sessionId: z.string().regex(new RegExp(`^${LOCAL_TEST_SESSION_PREFIX}[0-9a-f]{32}$`), 'not a test checkout session id'),
});
const tokenSchema = z.object({ [SESSION_TOKEN_PARAM]: sessionTokenSchema });

/**
 * The pages' own policy, stricter than the kit's default: no script at all, inline styles only,
 * a form that may post here only. (The kit's default CSP also upgrades requests to https, which
 * would break the form on http://localhost.)
 */
function setPageSecurityHeaders(res: Response): void {
  res.set({
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'Cache-Control': 'no-store',
  });
}

export function testCheckoutRoutes(router: Router, context: PaymentContext): void {
  router.get(`${TEST_CHECKOUT_PATH}/:sessionId`, async (req, res) => {
    const { sessionId } = parseParams(req, paramsSchema, { status: 400 });
    const { session_token: token } = parse(tokenSchema, req.query, { status: 400, where: 'query' });
    const purchase = await findTestCheckout({ sessionId, token }, context);
    setPageSecurityHeaders(res);
    res.type('html').send(
      renderTestCheckoutPage({ purchase, sessionToken: token, payAction: `${TEST_CHECKOUT_PATH}/${sessionId}/pay` }),
    );
  });

  router.post(
    `${TEST_CHECKOUT_PATH}/:sessionId/pay`,
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req, res) => {
      const { sessionId } = parseParams(req, paramsSchema, { status: 400 });
      if (typeof req.body !== 'object' || req.body === null) throw AppError.badRequest('Form field session_token is required');
      const { session_token: token } = parse(tokenSchema, req.body, { status: 400, where: 'body' });
      const successUrl = await payTestCheckout({ sessionId, token, correlationId: requestIdOf(req) }, context);
      setPageSecurityHeaders(res);
      res.type('html').send(renderTestCheckoutReturnPage(successUrl));
    },
  );
}
