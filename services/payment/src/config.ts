// The payment service's settings (docs/engineering.md, "Configuration"), validated at start.
//
// Stripe: with STRIPE_SECRET_KEY the real SDK talks to STRIPE_API_BASE (stripe-mock locally,
// https://api.stripe.com in production). Without a key, outside production, the local test
// checkout page stands in for Stripe's hosted page, so a purchase can be tried on one machine.
// Production refuses to start without the key, with the development webhook secret, or without
// PUBLIC_ORIGINS (the only addresses a checkout may return to).
import {
  ConfigError,
  baseConfigSchema,
  databaseNameSchema,
  loadConfig,
  portSchema,
  withDevDefault,
} from '@scoreline/service-kit';
import { z } from 'zod';

/** Signs the local test checkout's events and verifies webhooks in development; never in production. */
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_scoreline_development_only_not_a_real_secret';
export const DEV_STRIPE_API_BASE = 'http://127.0.0.1:12111';

/**
 * Where the site runs in development when PUBLIC_ORIGINS is empty: the gateway (npm start) and
 * the shell's own dev server (docs/product.md, Architecture: "Ports").
 */
export const DEV_SITE_ORIGINS = [
  'http://localhost:8000',
  'http://127.0.0.1:8000',
  'http://localhost:3000',
  'http://127.0.0.1:3000',
] as const;

export const paymentConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8103),
  /** The payment service's own database on MONGODB_URI. */
  PAYMENT_DB_NAME: databaseNameSchema('payment'),
  /** Stripe secret or restricted key; absent = the local test checkout (refused in production). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'expected a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  /** The endpoint's signing secret (whsec_…) that every webhook must be signed with. */
  STRIPE_WEBHOOK_SECRET: withDevDefault(
    z.string().min(16, 'must be at least 16 characters'),
    DEV_STRIPE_WEBHOOK_SECRET,
    { secret: true },
  ),
  /** Stripe API base URL: stripe-mock locally, https://api.stripe.com in production. */
  STRIPE_API_BASE: withDevDefault(z.url({ protocol: /^https?$/ }), DEV_STRIPE_API_BASE),
  /** `on`: main.ts also runs the fixtures read-model worker; `off`: an API-only replica. */
  PAYMENT_WORKERS: z.enum(['on', 'off']).default('on'),
});

export type PaymentConfig = z.output<typeof paymentConfigSchema>;

export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): Readonly<PaymentConfig> {
  // Every refusal at once, the shared loader's and this service's own, so one failed start (or one
  // run of deploy-check on a manifest) names all of them.
  const problems: string[] = [];
  let config: Readonly<PaymentConfig> | undefined;
  try {
    config = loadConfig(paymentConfigSchema, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (env.NODE_ENV === 'production') {
    const set = (name: string) => (env[name]?.trim() ?? '') !== '';
    if (!set('STRIPE_SECRET_KEY')) {
      problems.push('STRIPE_SECRET_KEY: must be set when NODE_ENV=production (the local test checkout is for development only)');
    }
    if (config ? config.PUBLIC_ORIGINS.length === 0 : !set('PUBLIC_ORIGINS')) {
      problems.push('PUBLIC_ORIGINS: must list the site origins when NODE_ENV=production (checkouts return only there)');
    }
  }
  if (problems.length > 0 || !config) throw new ConfigError(problems);
  return config;
}

/** The origins a checkout may return to: PUBLIC_ORIGINS, or the local ones in development. */
export function siteOrigins(config: Pick<PaymentConfig, 'PUBLIC_ORIGINS'>): readonly string[] {
  return config.PUBLIC_ORIGINS.length > 0 ? config.PUBLIC_ORIGINS : DEV_SITE_ORIGINS;
}
