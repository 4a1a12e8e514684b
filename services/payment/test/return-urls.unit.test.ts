// Return addresses: only the site's own origins; the token is added on the way out only.
import { describe, expect, it } from 'vitest';
import { checkReturnUrl, defaultSiteRoot, InvalidReturnUrlError, withSessionToken } from '../src/domain/return-urls.ts';

const origins = ['https://scoreline.example', 'http://localhost:3000'];

describe('checkReturnUrl', () => {
  it('keeps an address on a site origin, without a fragment or an old token', () => {
    expect(checkReturnUrl('success_url', 'https://scoreline.example/', origins)).toBe('https://scoreline.example/');
    expect(checkReturnUrl('success_url', 'https://SCORELINE.example/?a=1&session_token=old#x', origins)).toBe('https://scoreline.example/?a=1');
    expect(checkReturnUrl('cancel_url', 'http://localhost:3000/fixture/5', origins)).toBe('http://localhost:3000/fixture/5');
  });

  it.each([
    'https://evil.example/',
    'https://scoreline.example.evil.example/',
    'http://scoreline.example/',
    'https://scoreline.example:444/',
    'http://localhost:3001/',
  ])('refuses %s', (url) => {
    expect(() => checkReturnUrl('success_url', url, origins)).toThrow(InvalidReturnUrlError);
  });

  it('refuses credentials', () => {
    expect(() => checkReturnUrl('success_url', 'https://a:b@scoreline.example/', origins)).toThrow('success_url must not contain credentials');
  });
});

describe('defaultSiteRoot', () => {
  it('is the caller\'s origin when it is a site origin, else the first site origin', () => {
    expect(defaultSiteRoot('http://localhost:3000', origins)).toBe('http://localhost:3000/');
    expect(defaultSiteRoot('https://evil.example', origins)).toBe('https://scoreline.example/');
    expect(defaultSiteRoot(undefined, origins)).toBe('https://scoreline.example/');
  });
});

describe('withSessionToken', () => {
  it('adds the token as the session_token query parameter, URL-encoded', () => {
    expect(withSessionToken('https://scoreline.example/?a=1', 'ab_-9')).toBe('https://scoreline.example/?a=1&session_token=ab_-9');
  });
});
