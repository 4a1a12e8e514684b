// POST /api/payment/webhook: Stripe's signed events. The kit has already parsed the JSON body;
// the signature is over the exact bytes, which rawBodyOf keeps.
import { API } from '@scoreline/contracts';
import { rawBodyOf, requestIdOf } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PaymentContext } from '../context.ts';
import { handleStripeWebhook } from '../use-cases/handle-stripe-webhook.ts';

export function webhookRoutes(router: Router, context: PaymentContext): void {
  router.post(API.stripeWebhook.route, async (req, res) => {
    const acknowledgement = await handleStripeWebhook(
      {
        payload: rawBodyOf(req),
        signature: req.get('stripe-signature'),
        correlationId: requestIdOf(req),
      },
      context,
    );
    res.json(acknowledgement);
  });
}
