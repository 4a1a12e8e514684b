import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseConfigSchema,
  ConfigError,
  DEV_ADMIN_PASSWORD_HASH,
  DEV_JWT_SECRET,
  hashPassword,
  loadConfig,
  portSchema,
  withDevDefault,
} from '../src/index.ts';

// Development runs with no setup; production refuses every development default and names the
// variable, so a deployment can never run on a secret printed in this repository.

const realSecrets = async () => ({
  // 256 bits, as `openssl rand -hex 32` prints them.
  JWT_SECRET: '3f9c2a7e8b41d06c5e2f9a1b7d3c8e40f6a2b9d15c7e3f08a4b6d2e9c1f7a350',
  ADMIN_PASSWORD_HASH: await hashPassword('a real admin password'),
  MONGODB_URI: 'mongodb://mongo.internal:27017',
  KAFKA_BROKERS: 'kafka-0.internal:9092, kafka-1.internal:9092',
});

function problemsOf(fn: () => unknown): readonly string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('config: development defaults and production', () => {
  it('fills development defaults for an empty environment', () => {
    const config = loadConfig(baseConfigSchema, {});
    expect(config).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: 8000,
      JWT_SECRET: DEV_JWT_SECRET,
      ADMIN_TOKEN_MAX_TTL_SECONDS: 43_200,
      ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH,
      MONGODB_URI: 'mongodb://127.0.0.1:27017',
      KAFKA_BROKERS: ['127.0.0.1:9092'],
      // No namespace: the topics and consumer groups of docs/product.md as they are named there.
      EVENTS_NAMESPACE: '',
      PUBLIC_ORIGINS: [],
      AUTH_DB_NAME: 'scoreline_auth',
      OPERATOR_HOST: '127.0.0.1',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('refuses to start in production on missing variables, naming each one', () => {
    const problems = problemsOf(() => loadConfig(baseConfigSchema, { NODE_ENV: 'production' }));
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD_HASH', 'MONGODB_URI', 'KAFKA_BROKERS']) {
      expect(problems.some((problem) => problem.startsWith(`${name}: must be set when NODE_ENV=production`)), name).toBe(true);
    }
  });

  it('refuses the development secrets in production even when set explicitly', async () => {
    const env = { ...(await realSecrets()), NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET, ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };
    const problems = problemsOf(() => loadConfig(baseConfigSchema, env));
    expect(problems).toContain('JWT_SECRET: is the development default; set a real secret for production');
    expect(problems).toContain('ADMIN_PASSWORD_HASH: is the development default; set a real secret for production');
  });

  it('refuses a production hash of the development password made with another salt', async () => {
    const env = { ...(await realSecrets()), NODE_ENV: 'production', ADMIN_PASSWORD_HASH: await hashPassword('admin') };
    const problems = problemsOf(() => loadConfig(baseConfigSchema, env));
    expect(problems).toEqual(['ADMIN_PASSWORD_HASH: hashes the development password "admin"; choose a real one']);
  });

  it('treats an empty variable as unset', async () => {
    const env = { ...(await realSecrets()), NODE_ENV: 'production', JWT_SECRET: '  ' };
    expect(problemsOf(() => loadConfig(baseConfigSchema, env))).toEqual([
      'JWT_SECRET: must be set when NODE_ENV=production (its development default is refused)',
    ]);
  });

  it('starts in production with real values, and parses lists and numbers', async () => {
    const env = { ...(await realSecrets()), NODE_ENV: 'production', PORT: '9000', PUBLIC_ORIGINS: 'https://scoreline.example,https://admin.scoreline.example' };
    const config = loadConfig(baseConfigSchema, env);
    expect(config.PORT).toBe(9000);
    expect(config.KAFKA_BROKERS).toEqual(['kafka-0.internal:9092', 'kafka-1.internal:9092']);
    expect(config.PUBLIC_ORIGINS).toEqual(['https://scoreline.example', 'https://admin.scoreline.example']);
  });

  let env: Record<string, string> = {};
  beforeAll(async () => {
    env = await realSecrets();
  });

  it('refuses a production JWT_SECRET under 256 bits of entropy, and takes random hex or base64 of 32 bytes', async () => {
    for (const weak of ['a'.repeat(32), 'a'.repeat(64), 'ab'.repeat(32), '0123456789abcdef'.repeat(4), 'a-production-jwt-secret-of-enough-length-0123456789', randomBytes(16).toString('hex')]) {
      const problems = problemsOf(() => loadConfig(baseConfigSchema, { ...env, NODE_ENV: 'production', JWT_SECRET: weak }));
      expect(problems, weak).toEqual([expect.stringMatching(/^JWT_SECRET: about \d+ bits of entropy, production needs 256; use e\.g\. `openssl rand -hex 32`$/)]);
    }
    for (const strong of [randomBytes(32).toString('hex'), randomBytes(32).toString('base64'), randomBytes(32).toString('base64url')]) {
      expect(loadConfig(baseConfigSchema, { ...env, NODE_ENV: 'production', JWT_SECRET: strong }).JWT_SECRET).toBe(strong);
    }
    // Outside production a test secret of any shape still does.
    expect(loadConfig(baseConfigSchema, { JWT_SECRET: 'a'.repeat(32) }).JWT_SECRET).toBe('a'.repeat(32));
  });

  it('names every malformed variable at once', () => {
    const problems = problemsOf(() =>
      loadConfig(baseConfigSchema, {
        PORT: 'eighty',
        JWT_SECRET: 'short',
        ADMIN_PASSWORD_HASH: 'plaintext',
        MONGODB_URI: 'postgres://x',
        KAFKA_BROKERS: 'localhost',
        LOG_LEVEL: 'loud',
        PUBLIC_ORIGINS: 'https://ok.example/path',
      }),
    );
    const names = problems.map((problem) => problem.split(/[.:]/)[0]);
    expect(new Set(names)).toEqual(new Set(['PORT', 'JWT_SECRET', 'ADMIN_PASSWORD_HASH', 'MONGODB_URI', 'KAFKA_BROKERS', 'LOG_LEVEL', 'PUBLIC_ORIGINS']));
  });

  it('lets a service extend the schema with its own port and development defaults', () => {
    const schema = baseConfigSchema.extend({
      PORT: portSchema(8103),
      STRIPE_API_BASE: withDevDefault(z.url(), 'http://127.0.0.1:12111'),
      STRIPE_SECRET_KEY: withDevDefault(z.string().min(1), 'sk_test_123', { secret: true }),
    });
    const dev = loadConfig(schema, {});
    expect(dev.PORT).toBe(8103);
    expect(dev.STRIPE_API_BASE).toBe('http://127.0.0.1:12111');
    const problems = problemsOf(() => loadConfig(schema, { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_123' }));
    expect(problems).toContain('STRIPE_API_BASE: must be set when NODE_ENV=production (its development default is refused)');
    expect(problems).toContain('STRIPE_SECRET_KEY: is the development default; set a real secret for production');
  });

  it('reads only the variables of the schema, never the rest of the environment', () => {
    const config = loadConfig(baseConfigSchema, { AWS_SECRET_ACCESS_KEY: 'nope' });
    expect(config).not.toHaveProperty('AWS_SECRET_ACCESS_KEY');
  });
});
