// The gateway as a library, for end-to-end tests that build it in-process and for the system's benchmarks (tools/bench).
export { createApp, type GatewayDeps } from './app.ts';
export { configSchema, type Config, loadGatewayConfig } from './config.ts';
export { corsOriginsOf } from './edge/site-origins.ts';
