// The gateway as a library, for end-to-end tests that build it in-process.
export { createApp, type GatewayDeps } from './app.ts';
export { configSchema, type Config, loadGatewayConfig } from './config.ts';
