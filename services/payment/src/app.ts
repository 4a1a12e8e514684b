// The payment service's HTTP routes as one router (never listens). Standalone, main.ts mounts it
// in createServiceApp; in `npm start` the gateway mounts it the same way beside the other
// services. The router enters only for the payment paths (docs/product.md, Architecture: "Who owns which API path").
import { createServiceRouter } from '@scoreline/service-kit';
import type { Router } from 'express';
import type { PaymentContext } from './context.ts';
import { checkoutRoutes } from './routes/checkout-routes.ts';
import { translateDomainErrors } from './routes/domain-errors.ts';
import { sessionRoutes } from './routes/session-routes.ts';
import { testCheckoutRoutes } from './routes/test-checkout-routes.ts';
import { webhookRoutes } from './routes/webhook-routes.ts';

export const PAYMENT_PATH_PREFIXES = ['/api/payment', '/api/session'] as const;

export function createRouter(context: PaymentContext): Router {
  const router = createServiceRouter(PAYMENT_PATH_PREFIXES);
  checkoutRoutes(router, context);
  webhookRoutes(router, context);
  sessionRoutes(router, context);
  // The stand-in for Stripe's hosted page exists only when there is no Stripe key (development).
  if (context.checkout.kind === 'local-test') testCheckoutRoutes(router, context);
  router.use(translateDomainErrors);
  return router;
}
