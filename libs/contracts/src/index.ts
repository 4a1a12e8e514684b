// The one definition of every payload shared between services, workers and browsers
// (docs/product.md, Architecture: "Workspace packages"). Each module owns one area; nothing is defined twice.
export * from './model.ts';
export * from './events/index.ts';
export * from './http/common.ts';
export * from './http/fixtures.ts';
export * from './http/prediction.ts';
export * from './http/prediction-admin.ts';
export * from './http/track-record.ts';
export * from './http/payment.ts';
export * from './http/payment-admin.ts';
export * from './http/blog.ts';
export * from './http/catalog.ts';
export * from './site.ts';
export * from './deployment.ts';
export * from './http/auth.ts';
export * from './http/experiment.ts';
export * from './http/cross-sandbox.ts';
export * from './http/event-streams.ts';
export * from './http/operations.ts';
export * from './http/input-text.ts';
