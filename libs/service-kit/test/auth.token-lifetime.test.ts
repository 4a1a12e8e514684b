// A bearer token signed with the right secret is still refused when it lives longer than
// ADMIN_TOKEN_MAX_TTL_SECONDS (a token with exp a century away was accepted), and the CLI refuses
// to print one the services would refuse.
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { adminTokenFromEnv, AUTH_DETAIL, DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS, issueAdminToken, JWT_AUDIENCE, JWT_ISSUER, verifyBearer } from '../src/index.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const century = 100 * 365 * 24 * 60 * 60;

function signed(lifetimeSeconds: number): string {
  return jwt.sign({ role: 'admin' }, secret, { algorithm: 'HS256', expiresIn: lifetimeSeconds, subject: 'admin', issuer: JWT_ISSUER, audience: JWT_AUDIENCE });
}

describe('auth: admin token lifetime', () => {
  it('refuses a token living a century with 401 invalid_token, saying why', () => {
    const result = verifyBearer({ JWT_SECRET: secret }, `Bearer ${signed(century)}`);
    expect(result?.ok).toBe(false);
    if (result?.ok !== false) return;
    expect(result.error.status).toBe(401);
    expect(result.error.detail).toBe(AUTH_DETAIL.tooLongLived);
    expect(result.error.headers['WWW-Authenticate']).toContain('error="invalid_token"');
  });

  it('accepts up to the default maximum of 12 hours, and follows a configured one', () => {
    expect(DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS).toBe(12 * 60 * 60);
    expect(verifyBearer({ JWT_SECRET: secret }, `Bearer ${issueAdminToken({ JWT_SECRET: secret })}`)?.ok).toBe(true);
    expect(verifyBearer({ JWT_SECRET: secret }, `Bearer ${signed(12 * 60 * 60 + 1)}`)?.ok).toBe(false);
    expect(verifyBearer({ JWT_SECRET: secret, ADMIN_TOKEN_MAX_TTL_SECONDS: 600 }, `Bearer ${signed(601)}`)?.ok).toBe(false);
    expect(verifyBearer({ JWT_SECRET: secret, ADMIN_TOKEN_MAX_TTL_SECONDS: 600 }, `Bearer ${signed(600)}`)?.ok).toBe(true);
  });

  it('refuses to print a token longer-lived than the maximum', () => {
    expect(() => adminTokenFromEnv(['--ttl', String(century)], { JWT_SECRET: secret })).toThrow(/longer than ADMIN_TOKEN_MAX_TTL_SECONDS \(43200 s\)/);
    expect(() => adminTokenFromEnv(['--ttl', '900'], { JWT_SECRET: secret, ADMIN_TOKEN_MAX_TTL_SECONDS: '600' })).toThrow(/600 s/);
    expect(adminTokenFromEnv(['--ttl', '600'], { JWT_SECRET: secret, ADMIN_TOKEN_MAX_TTL_SECONDS: '600' })).toMatch(/^ey/);
  });
});
