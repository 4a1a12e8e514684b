import express from 'express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminOf, AUTH_DETAIL, DEV_ADMIN_PASSWORD_HASH, issueAdminToken, JWT_AUDIENCE, JWT_ISSUER, requireBearer } from '../src/index.ts';
import { testApp } from './support/test-app.ts';

// Every way a bearer token can be wrong answers 401 {detail} with its own sentence; only an
// HS256 token of ours, signed with our secret, unexpired and with an expiry, gets through.

const config = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256', ADMIN_PASSWORD_HASH: DEV_ADMIN_PASSWORD_HASH };
const router = express.Router();
router.get('/api/admin/thing', requireBearer(config), (_req, res) => {
  res.json({ admin: adminOf(res) });
});
const app = testApp([router]);

const ours = { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, subject: 'admin' };
const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = (): number => Math.floor(Date.now() / 1000);

async function callWith(authorization?: string) {
  const req = request(app).get('/api/admin/thing');
  return authorization === undefined ? req : req.set('Authorization', authorization);
}

describe('auth: bad bearer tokens', () => {
  it('accepts a token from issueAdminToken and exposes its claims', async () => {
    const res = await callWith(`Bearer ${issueAdminToken(config, 60)}`);
    expect(res.status).toBe(200);
    expect(res.body.admin).toMatchObject({ method: 'bearer', claims: { sub: 'admin', role: 'admin' } });
    expect(res.body.admin.claims.exp - res.body.admin.claims.iat).toBe(60);
  });

  it('answers a missing token with 401 and a Bearer challenge', async () => {
    const res = await callWith();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.missing });
    expect(res.headers['www-authenticate']).toBe('Bearer realm="scoreline"');
  });

  it.each([
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
    ['no token after the scheme', 'Bearer '],
    ['not three segments', 'Bearer abc.def'],
    ['segments that are not base64url JSON', 'Bearer a!b.c.d'],
    ['three segments of garbage', 'Bearer aaaa.bbbb.cccc'],
  ])('answers a malformed header (%s) with 401 malformed', async (_name, header) => {
    const res = await callWith(header);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.malformed });
  });

  it('answers an expired token with 401 expired', async () => {
    const token = jwt.sign({ role: 'admin', exp: now() - 10 }, config.JWT_SECRET, { algorithm: 'HS256', ...ours });
    const res = await callWith(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.expired });
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
  });

  it('answers a token signed with another secret with 401 invalid', async () => {
    const token = jwt.sign({ role: 'admin' }, 'some-other-secret-of-sufficient-length!!', { algorithm: 'HS256', expiresIn: 60, ...ours });
    const res = await callWith(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.invalid });
  });

  it('answers an unsigned alg:none token with 401 invalid', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'admin', sub: 'admin', iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 60 })}.`;
    const res = await callWith(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.invalid });
  });

  it('answers a token of another HMAC algorithm, even with our secret, with 401 invalid (HS256 is pinned)', async () => {
    const token = jwt.sign({ role: 'admin' }, config.JWT_SECRET, { algorithm: 'HS512', expiresIn: 60, ...ours });
    const res = await callWith(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.invalid });
  });

  it('answers a token without an expiry with 401 invalid', async () => {
    const token = jwt.sign({ role: 'admin' }, config.JWT_SECRET, { algorithm: 'HS256', ...ours });
    expect(jwt.decode(token)).not.toHaveProperty('exp');
    const res = await callWith(`Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: AUTH_DETAIL.invalid });
  });

  it('answers a token for another audience, issuer or role with 401 invalid', async () => {
    const tokens = [
      jwt.sign({ role: 'admin' }, config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 60, ...ours, audience: 'elsewhere' }),
      jwt.sign({ role: 'admin' }, config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 60, ...ours, issuer: 'elsewhere' }),
      jwt.sign({ role: 'visitor' }, config.JWT_SECRET, { algorithm: 'HS256', expiresIn: 60, ...ours }),
    ];
    for (const token of tokens) {
      const res = await callWith(`Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: AUTH_DETAIL.invalid });
    }
  });

  it('refuses to issue a token without a positive lifetime', () => {
    expect(() => issueAdminToken(config, 0)).toThrow(RangeError);
    expect(() => issueAdminToken(config, 1.5)).toThrow(RangeError);
  });
});
