// useAdminTool: a sandbox page's session and actions together. After a change the page's data is
// loaded again with the session's token; a failed reload says the page's load-failure text.
import { ApiError, createApiClient } from '@scoreline/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminTool } from '../index.ts';

const noLogin = createApiClient({ baseUrl: 'http://api.test', fetch: async () => new Response('{}', { status: 500 }) });

describe('useAdminTool', () => {
  it('reloads what the session loaded, with its token, after an action', async () => {
    let version = 0;
    const load = vi.fn(async (token: string) => `data ${++version} for ${token}`);
    const { result } = renderHook(() => useAdminTool({ load, client: noLogin, loadFailedText: 'Failed to load data' }));
    await act(async () => {
      await result.current.admin.unlock('tool.jwt', 600);
    });
    expect(result.current.admin.session).toMatchObject({ status: 'unlocked', data: 'data 1 for tool.jwt' });

    await act(async () => {
      await result.current.actions.act('create', async () => undefined, 'Failed to create');
    });
    expect(load).toHaveBeenLastCalledWith('tool.jwt');
    await waitFor(() => expect(result.current.admin.session).toMatchObject({ status: 'unlocked', data: 'data 2 for tool.jwt' }));
  });

  it("says the page's load-failure text when the reload after an action fails", async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls > 1) throw new Error('store down');
      return 'data';
    };
    const { result } = renderHook(() => useAdminTool({ load, client: noLogin, loadFailedText: 'Failed to load data' }));
    await act(async () => {
      await result.current.admin.unlock('tool.jwt', 600);
    });
    await act(async () => {
      expect(await result.current.actions.act('delete', async () => undefined, 'Failed to delete')).toBe(true);
    });
    expect(result.current.actions.notice).toEqual({ tone: 'error', text: 'Failed to load data' });
  });

  it('says the unlocked text once a token given to the gate unlocks the page, and nothing when it is refused', async () => {
    const load = async (token: string) => {
      if (token === 'refused.jwt') throw new ApiError(401, 'Invalid token', 'http://api.test/data');
      return 'data';
    };
    const { result } = renderHook(() =>
      useAdminTool({ load, client: noLogin, loadFailedText: 'Failed to load data', unlockedText: 'Authenticated successfully' }),
    );
    await act(async () => {
      expect(await result.current.admin.unlock('refused.jwt', 600)).toBe(false);
    });
    expect(result.current.actions.notice).toBeNull();
    await act(async () => {
      expect(await result.current.admin.unlock('tool.jwt', 600)).toBe(true);
    });
    expect(result.current.actions.notice).toEqual({ tone: 'success', text: 'Authenticated successfully' });
  });
});
