// @scoreline/service-payment: what the gateway needs to run the payment service in its own process.
//
//   const payment = createPayment({ config: loadPaymentConfig(), logger, db, bus });
//   mount: (app) => app.use(createRouter(payment))      // inside createServiceApp
//   const workers = await startWorkers(payment);      // fixtures read model
//   onShutdown('payment workers', () => workers.stop());
//
// `db` is connectDb({ dbName: config.PAYMENT_DB_NAME }) and `bus` a started createEventBus().
export { PAYMENT_PATH_PREFIXES, createRouter } from './app.ts';
export { type PaymentConfig, paymentConfigSchema, loadPaymentConfig } from './config.ts';
export { type PaymentContext, type PaymentDeps, createPayment } from './context.ts';
export { type PaymentWorkers, startWorkers } from './workers/index.ts';
export { type EmbeddedPayment, startEmbeddedPayment } from './embedded.ts';
// What a stand-in for Stripe sends (tools/rehearsal pays through the site as Stripe's webhook would).
export { checkoutSessionEvent } from './domain/checkout-session-event.ts';
export type { Purchase } from './domain/purchase.ts';
