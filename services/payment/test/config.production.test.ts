// Production refuses to start without what a real payment needs; development without a key
// uses the local test checkout, with a key the Stripe SDK.
import { ConfigError, DEV_ADMIN_PASSWORD, hashPassword } from '@scoreline/service-kit';
import { describe, expect, it } from 'vitest';
import { DEV_SITE_ORIGINS, DEV_STRIPE_WEBHOOK_SECRET, loadPaymentConfig, siteOrigins } from '../src/config.ts';
import { checkoutGatewayFor } from '../src/context.ts';

async function productionEnv(): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    JWT_SECRET: 'c4e1a9f07b3d52e8a6f1c0d94b7e2a5f38d6c1b0e9f4a7d2c5b8e1f06a3d9c74',
    ADMIN_PASSWORD_HASH: await hashPassword(`not-${DEV_ADMIN_PASSWORD}-but-something-long`),
    MONGODB_URI: 'mongodb://db.internal:27017',
    KAFKA_BROKERS: 'kafka.internal:9092',
    STRIPE_API_BASE: 'https://api.stripe.com',
    STRIPE_SECRET_KEY: 'sk_live_production_key_for_the_test',
    STRIPE_WEBHOOK_SECRET: 'whsec_production_secret_for_the_test',
    PUBLIC_ORIGINS: 'https://scoreline.example',
  };
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadPaymentConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('production configuration', () => {
  it('starts with a key, a real webhook secret, the API base and the site origins', async () => {
    const config = loadPaymentConfig(await productionEnv());
    expect(checkoutGatewayFor(config).kind).toBe('stripe');
    expect(siteOrigins(config)).toEqual(['https://scoreline.example']);
  });

  it('refuses to start without STRIPE_SECRET_KEY', async () => {
    const problems = problemsOf({ ...(await productionEnv()), STRIPE_SECRET_KEY: undefined });
    expect(problems).toEqual([expect.stringMatching(/^STRIPE_SECRET_KEY: must be set when NODE_ENV=production/)]);
  });

  it('refuses to start without STRIPE_WEBHOOK_SECRET, or with the development one', async () => {
    expect(problemsOf({ ...(await productionEnv()), STRIPE_WEBHOOK_SECRET: undefined })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: must be set when NODE_ENV=production/),
    ]);
    expect(problemsOf({ ...(await productionEnv()), STRIPE_WEBHOOK_SECRET: DEV_STRIPE_WEBHOOK_SECRET })).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: is the development default/),
    ]);
  });

  it('names every refusal at once, the shared settings\' and its own', async () => {
    const problems = problemsOf({ ...(await productionEnv()), STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, PUBLIC_ORIGINS: undefined });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: must be set when NODE_ENV=production/),
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be set when NODE_ENV=production/),
      expect.stringMatching(/^PUBLIC_ORIGINS: must list the site origins/),
    ]);
  });

  it('refuses to start without STRIPE_API_BASE or PUBLIC_ORIGINS', async () => {
    expect(problemsOf({ ...(await productionEnv()), STRIPE_API_BASE: undefined })).toEqual([
      expect.stringMatching(/^STRIPE_API_BASE: must be set/),
    ]);
    expect(problemsOf({ ...(await productionEnv()), PUBLIC_ORIGINS: undefined })).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGINS: must list the site origins/),
    ]);
  });

  it('refuses a value that is not a Stripe secret key (a publishable key by mistake)', async () => {
    expect(problemsOf({ ...(await productionEnv()), STRIPE_SECRET_KEY: 'pk_live_oops' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: expected a Stripe secret key/),
    ]);
  });
});

describe('development configuration', () => {
  it('without a key: the local test checkout, the development secret, stripe-mock and the local site origins', () => {
    const config = loadPaymentConfig({});
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(checkoutGatewayFor(config).kind).toBe('local-test');
    expect(config.STRIPE_WEBHOOK_SECRET).toBe(DEV_STRIPE_WEBHOOK_SECRET);
    expect(config.STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
    expect(config.PORT).toBe(8103);
    expect(siteOrigins(config)).toEqual(DEV_SITE_ORIGINS);
  });

  it('with a key: the Stripe SDK', () => {
    expect(checkoutGatewayFor(loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).kind).toBe('stripe');
  });
});
