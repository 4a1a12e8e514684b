import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { adminTokenFromEnv, ConfigError, DEV_JWT_SECRET, JWT_AUDIENCE, JWT_ISSUER, parseTtlArgument, verifyBearer } from '../src/index.ts';

// `admin:token` prints a token the services accept, signed with the configured secret.

describe('admin token command', () => {
  it('prints a token that requireBearer accepts, with the asked lifetime', () => {
    const token = adminTokenFromEnv(['--ttl', '120'], {});
    expect(verifyBearer({ JWT_SECRET: DEV_JWT_SECRET }, `Bearer ${token}`)).toMatchObject({ ok: true });
    const claims = jwt.verify(token, DEV_JWT_SECRET, { algorithms: ['HS256'], issuer: JWT_ISSUER, audience: JWT_AUDIENCE }) as jwt.JwtPayload;
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(120);
  });

  it('signs with JWT_SECRET from the environment', () => {
    const secret = 'env-secret-that-is-long-enough-for-hs256-x';
    const token = adminTokenFromEnv([], { JWT_SECRET: secret });
    expect(verifyBearer({ JWT_SECRET: secret }, `Bearer ${token}`)).toMatchObject({ ok: true });
    expect(verifyBearer({ JWT_SECRET: DEV_JWT_SECRET }, `Bearer ${token}`)).toMatchObject({ ok: false });
  });

  it('refuses to sign with the development secret in production', () => {
    expect(() => adminTokenFromEnv([], { NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('parses --ttl in both spellings and refuses nonsense', () => {
    expect(parseTtlArgument([])).toBe(12 * 60 * 60);
    expect(parseTtlArgument(['--ttl=60'])).toBe(60);
    expect(() => parseTtlArgument(['--ttl', '-5'])).toThrow(/positive/);
    expect(() => parseTtlArgument(['--ttl'])).toThrow(/positive/);
  });
});
