// The sandboxes' admin session (docs/product.md §4): what unlocks a page, what is kept in storage,
// and the gate's message when a token is refused or the load fails.
import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@scoreline/api-client';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminSession } from '../index.ts';

const LOAD_FAILED = 'Failed to load sandbox data';

afterEach(() => localStorage.clear());

describe('useAdminSession', () => {
  it('stays locked without a stored token and checks nothing', () => {
    const verify = vi.fn(async () => 'data');
    const { result } = renderHook(() => useAdminSession(verify, LOAD_FAILED));
    expect(result.current.session).toEqual({ status: 'locked' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('tries the stored token on arrival and unlocks with the data it loaded', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'stored.jwt');
    const verify = vi.fn(async (token: string) => `data for ${token}`);
    const { result } = renderHook(() => useAdminSession(verify, LOAD_FAILED));
    expect(result.current.session).toEqual({ status: 'checking' });
    await waitFor(() =>
      expect(result.current.session).toEqual({
        status: 'unlocked',
        token: 'stored.jwt',
        data: 'data for stored.jwt',
      }),
    );
  });

  it('keeps a token once it loaded the page, for the next visit', async () => {
    const { result } = renderHook(() => useAdminSession(async () => 'data', LOAD_FAILED));
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await result.current.unlock('new.jwt');
    });
    expect(accepted).toBe(true);
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe('new.jwt');
    expect(result.current.session).toEqual({ status: 'unlocked', token: 'new.jwt', data: 'data' });
  });

  it("forgets a refused token and says 'Invalid JWT token'", async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'old.jwt');
    const verify = vi.fn(async (): Promise<string> => {
      throw new ApiError(401, 'Invalid token', '/api/sandbox/weight-sets');
    });
    const { result } = renderHook(() => useAdminSession(verify, LOAD_FAILED));
    await waitFor(() =>
      expect(result.current.session).toEqual({ status: 'locked', error: 'Invalid JWT token' }),
    );
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's detail, else the page's fixed text, when the load fails otherwise", async () => {
    const failures = [
      new ApiError(500, 'Database unavailable', '/api/x'),
      new ApiError(0, 'Failed to fetch', '/api/x'),
    ];
    const verify = vi.fn(async (): Promise<string> => {
      throw failures.shift();
    });
    const { result } = renderHook(() => useAdminSession(verify, LOAD_FAILED));
    await act(async () => {
      await result.current.unlock('a.jwt');
    });
    expect(result.current.session).toEqual({ status: 'locked', error: 'Database unavailable' });
    await act(async () => {
      await result.current.unlock('a.jwt');
    });
    expect(result.current.session).toEqual({ status: 'locked', error: LOAD_FAILED });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('replaces the data of an unlocked page, and of no other', async () => {
    const { result } = renderHook(() => useAdminSession(async () => 'first', LOAD_FAILED));
    act(() => result.current.setData('ignored'));
    expect(result.current.session).toEqual({ status: 'locked' });
    await act(async () => {
      await result.current.unlock('a.jwt');
    });
    act(() => result.current.setData('reloaded'));
    expect(result.current.session).toEqual({ status: 'unlocked', token: 'a.jwt', data: 'reloaded' });
  });
});
