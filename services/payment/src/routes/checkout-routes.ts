// POST /api/payment/create-session (docs/product.md §7): from the home screen with both return
// addresses, or from a fixture page with fixture_id (the checkout then returns to that page).
// Answers `{url}`, the checkout to go to; 409 when the presented session already unlocks the gameweek.
import {
  API,
  type CreateCheckoutSessionRequest,
  fixtureCheckoutRequestSchema,
  gameweekCheckoutRequestSchema,
} from '@scoreline/contracts';
import { parseBody } from '@scoreline/service-kit';
import cookieParser from 'cookie-parser';
import type { Request, Router } from 'express';
import type { PaymentContext } from '../context.ts';
import { createCheckoutSession } from '../use-cases/create-checkout-session.ts';
import { presentedSessionTokens } from './session-routes.ts';

// The contract's union, parsed branch by branch so that an error names the field that is wrong
// ("body.fixture_id: …", "body.success_url: …") instead of zod's "no union member matched".
function parseCheckoutRequest(req: Request): CreateCheckoutSessionRequest {
  const body: unknown = req.body;
  const fixtureForm = typeof body === 'object' && body !== null && 'fixture_id' in body;
  return fixtureForm
    ? parseBody(req, fixtureCheckoutRequestSchema)
    : parseBody(req, gameweekCheckoutRequestSchema);
}

export function checkoutRoutes(router: Router, context: PaymentContext): void {
  // The session the visitor presents (header or cookie) decides whether the gameweek is already theirs.
  router.use(API.createCheckoutSession.route, cookieParser());
  router.post(API.createCheckoutSession.route, async (req, res) => {
    const request = parseCheckoutRequest(req);
    const answer = await createCheckoutSession(
      {
        ...request,
        requestOrigin: req.get('origin'),
        sessionTokens: presentedSessionTokens(req),
      },
      context,
    );
    res.set('Cache-Control', 'no-store').json(answer);
  });
}
