// The one admin session (docs/product.md §4): the password for a token, the token proved by loading
// the page, kept for the browser session (sessionStorage) with its expiry, reused by the next admin
// page and a reload, and locked again with a message once it expires or is refused.
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, createApiClient } from '@scoreline/api-client';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INCORRECT_PASSWORD, SESSION_EXPIRED, keepAdminSession, lockedOutMessage, useAdminSession } from '../index.ts';

const LOAD_FAILED = 'Failed to load sandbox data';

/** A JWT whose payload says it expires at `exp` (seconds); the signature is never looked at here. */
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp }))}.s`;

function clientAnswering(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  return { client: createApiClient({ baseUrl: 'http://api.test', fetch }), fetch };
}

const noLogin = clientAnswering(() => new Response('{}', { status: 500 })).client;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
});

describe('useAdminSession', () => {
  it('stays locked without a session and checks nothing', () => {
    const load = vi.fn(async () => 'data');
    const { result } = renderHook(() => useAdminSession({ load, client: noLogin, loadFailedText: LOAD_FAILED }));
    expect(result.current.session).toEqual({ status: 'locked' });
    expect(load).not.toHaveBeenCalled();
  });

  it('proves the session another admin page kept, and unlocks with the data it loaded', async () => {
    keepAdminSession('kept.jwt', 3600);
    const load = vi.fn(async (token: string) => `data for ${token}`);
    const { result } = renderHook(() => useAdminSession({ load, client: noLogin, loadFailedText: LOAD_FAILED }));
    expect(result.current.session).toEqual({ status: 'checking' });
    await waitFor(() => expect(result.current.session).toMatchObject({ status: 'unlocked', token: 'kept.jwt', data: 'data for kept.jwt' }));
  });

  it('keeps a proved token in sessionStorage with its expiry, never in localStorage', async () => {
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client: noLogin, loadFailedText: LOAD_FAILED }));
    const before = Date.now();
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.unlock('new.jwt', 600);
    });
    expect(accepted).toBe(true);
    const kept = JSON.parse(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)!) as { token: string; expiresAt: number };
    expect(kept.token).toBe('new.jwt');
    expect(kept.expiresAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(kept.expiresAt).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('takes a pasted token’s expiry from its own exp claim', async () => {
    const exp = Math.floor(Date.now() / 1000) + 120;
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client: noLogin, loadFailedText: LOAD_FAILED }));
    await act(async () => {
      await result.current.unlock(jwt(exp));
    });
    expect(result.current.session).toMatchObject({ status: 'unlocked', expiresAt: exp * 1000 });
  });

  it('drops a copy an earlier version left in localStorage, which would outlive the session', () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'long.lived.jwt');
    renderHook(() => useAdminSession({ load: async () => 'data', client: noLogin, loadFailedText: LOAD_FAILED }));
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('locks with the expiry message when the kept session has expired, without trying it', () => {
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, JSON.stringify({ token: 'old.jwt', expiresAt: Date.now() - 1000 }));
    const load = vi.fn(async () => 'data');
    const { result } = renderHook(() => useAdminSession({ load, client: noLogin, loadFailedText: LOAD_FAILED }));
    expect(result.current.session).toEqual({ status: 'locked', notice: SESSION_EXPIRED });
    expect(load).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('locks the page the moment its token expires, saying so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client: noLogin, loadFailedText: LOAD_FAILED }));
    await act(async () => {
      await result.current.unlock('short.jwt', 30);
    });
    expect(result.current.session.status).toBe('unlocked');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(result.current.session).toEqual({ status: 'locked', notice: SESSION_EXPIRED });
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("forgets a refused token and says the page's words for it", async () => {
    keepAdminSession('old.jwt', 3600);
    const load = vi.fn(async (): Promise<string> => {
      throw new ApiError(401, 'Invalid token', '/api/sandbox/weight-sets');
    });
    const { result } = renderHook(() =>
      useAdminSession({ load, client: noLogin, loadFailedText: LOAD_FAILED, invalidTokenText: 'Invalid JWT token or authentication failed' }),
    );
    await waitFor(() => expect(result.current.session).toEqual({ status: 'locked', error: 'Invalid JWT token or authentication failed' }));
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's detail, else the page's fixed text, when the load fails otherwise", async () => {
    const failures = [new ApiError(500, 'Database unavailable', '/api/x'), new ApiError(0, 'Failed to fetch', '/api/x')];
    const load = vi.fn(async (): Promise<string> => {
      throw failures.shift();
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAdminSession({ load, client: noLogin, loadFailedText: LOAD_FAILED }));
    await act(async () => {
      await result.current.unlock('a.jwt');
    });
    expect(result.current.session).toEqual({ status: 'locked', error: 'Database unavailable' });
    await act(async () => {
      await result.current.unlock('a.jwt');
    });
    expect(result.current.session).toEqual({ status: 'locked', error: LOAD_FAILED });
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends the password to the gateway’s login and hands back the token it issued', async () => {
    const { client, fetch } = clientAnswering(
      () => new Response(JSON.stringify({ token: 'issued.jwt', token_type: 'Bearer', expires_in: 3600 }), { status: 200 }),
    );
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client, loadFailedText: LOAD_FAILED }));
    await expect(result.current.login('right')).resolves.toEqual({ ok: true, token: 'issued.jwt', expiresInSeconds: 3600 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/auth/admin-token');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'right' });
  });

  it("says 'Incorrect password' for a 401, and when to try again once the budget is spent", async () => {
    const answers = [
      new Response(JSON.stringify({ detail: 'Incorrect password' }), { status: 401 }),
      new Response(JSON.stringify({ detail: 'Too many failed login attempts; try again later' }), {
        status: 429,
        headers: { 'Retry-After': '840' },
      }),
    ];
    const { client } = clientAnswering(() => answers.shift()!);
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client, loadFailedText: LOAD_FAILED }));
    await expect(result.current.login('wrong')).resolves.toEqual({ ok: false, error: INCORRECT_PASSWORD });
    const lockedOut = await result.current.login('guess');
    expect(lockedOut).toEqual({ ok: false, error: expect.stringMatching(/^Too many failed login attempts; try again later Try again in 14 minutes, at \d\d:\d\d\.$/) });
  });

  it('ends the session on Logout without a message, and on a refusal with the expiry message', async () => {
    const { result } = renderHook(() => useAdminSession({ load: async () => 'data', client: noLogin, loadFailedText: LOAD_FAILED }));
    await act(async () => {
      await result.current.unlock('a.jwt', 3600);
    });
    act(() => result.current.expire());
    expect(result.current.session).toEqual({ status: 'locked', notice: SESSION_EXPIRED });
    await act(async () => {
      await result.current.unlock('a.jwt', 3600);
    });
    act(() => result.current.logout());
    expect(result.current.session).toEqual({ status: 'locked' });
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('replaces the data of an unlocked page, and of no other', async () => {
    const { result } = renderHook(() => useAdminSession({ load: async () => 'first', client: noLogin, loadFailedText: LOAD_FAILED }));
    act(() => result.current.setData('ignored'));
    expect(result.current.session).toEqual({ status: 'locked' });
    await act(async () => {
      await result.current.unlock('a.jwt', 3600);
    });
    act(() => result.current.setData('reloaded'));
    expect(result.current.session).toMatchObject({ status: 'unlocked', token: 'a.jwt', data: 'reloaded' });
  });
});

describe('lockedOutMessage', () => {
  const now = Date.parse('2026-11-27T10:28:00Z');

  it('says the wait in minutes and the time to come back, from Retry-After', () => {
    expect(lockedOutMessage('Too many attempts.', 840, now)).toMatch(/^Too many attempts\. Try again in 14 minutes, at \d\d:42\.$/);
    expect(lockedOutMessage('Too many attempts.', 60, now)).toMatch(/Try again in 1 minute, at/);
    expect(lockedOutMessage('Too many attempts.', 45, now)).toMatch(/Try again in 45 seconds, at/);
  });

  it("keeps the server's words alone when it gave no Retry-After", () => {
    expect(lockedOutMessage('Too many attempts.', undefined, now)).toBe('Too many attempts.');
  });
});
