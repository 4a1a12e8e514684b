// The session token as the browser sends it (X-Session-Token header, session_token cookie) and its
// hash as payment.completed carries it (SHA-256, lowercase hex).
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '@scoreline/service-kit';
import { cookieValue, sessionTokensOf } from '../src/domain/session-token.ts';

const TOKEN = 'tok_0123456789abcdefghijklmnop';

describe('hashSessionToken', () => {
  it('is SHA-256 as lowercase hex', () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSessionToken(TOKEN)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('cookieValue', () => {
  it('finds the named cookie among others and URL-decodes it', () => {
    expect(cookieValue('a=1; session_token=x%2By; b=2', 'session_token')).toBe('x+y');
    expect(cookieValue('session_token="quoted"', 'session_token')).toBe('quoted');
    expect(cookieValue('my_session_token=no; other=1', 'session_token')).toBeUndefined();
    expect(cookieValue(undefined, 'session_token')).toBeUndefined();
    expect(cookieValue('session_token=%E0%A4%A', 'session_token')).toBeUndefined();
  });
});

describe('sessionTokensOf', () => {
  it('takes the header and the cookie, once each, and ignores malformed tokens', () => {
    expect(sessionTokensOf({ 'x-session-token': TOKEN, cookie: `session_token=${TOKEN}` })).toEqual([TOKEN]);
    expect(sessionTokensOf({ 'x-session-token': TOKEN, cookie: `session_token=${TOKEN}-2` })).toEqual([TOKEN, `${TOKEN}-2`]);
    expect(sessionTokensOf({ 'x-session-token': 'short' })).toEqual([]);
    expect(sessionTokensOf({ 'x-session-token': 'x'.repeat(513) })).toEqual([]);
    expect(sessionTokensOf({})).toEqual([]);
  });
});
