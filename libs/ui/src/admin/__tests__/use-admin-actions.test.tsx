import { ApiError } from '@scoreline/api-client';
import { act as flush, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminActions } from '../use-admin-actions.ts';

function setUp(reload: () => Promise<void> = async () => undefined) {
  const expire = vi.fn();
  const reloadSpy = vi.fn(reload);
  const hook = renderHook(() => useAdminActions({ reload: reloadSpy, expire, reloadFailedText: 'Failed to load data' }));
  return { hook, expire, reload: reloadSpy };
}

describe('useAdminActions', () => {
  it('marks the action busy while it runs, says its success, then reloads the page data', async () => {
    const { hook, reload } = setUp();
    let finish: () => void = () => undefined;
    let done: Promise<boolean> | undefined;
    flush(() => {
      done = hook.result.current.act('create', () => new Promise<void>((resolve) => (finish = resolve)).then(() => hook.result.current.success('Weight set created successfully')), 'Failed to create weight set');
    });
    expect(hook.result.current.busy).toBe('create');
    expect(reload).not.toHaveBeenCalled();
    await flush(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(hook.result.current.busy).toBeUndefined();
    expect(hook.result.current.notice).toEqual({ tone: 'success', text: 'Weight set created successfully' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says the server's detail when an action fails, else the fallback, and reloads nothing", async () => {
    const { hook, reload, expire } = setUp();
    await flush(async () => {
      const ok = await hook.result.current.act('delete', async () => {
        throw new ApiError(409, 'Cannot delete the promoted weight set', '/api/sandbox/weight-sets/ws-1');
      }, 'Failed to delete');
      expect(ok).toBe(false);
    });
    expect(hook.result.current.notice).toEqual({ tone: 'error', text: 'Cannot delete the promoted weight set' });
    await flush(async () => {
      await hook.result.current.act('delete', async () => {
        throw new TypeError('Failed to fetch');
      }, 'Failed to delete');
    });
    expect(hook.result.current.notice).toEqual({ tone: 'error', text: 'Failed to delete' });
    expect(reload).not.toHaveBeenCalled();
    expect(expire).not.toHaveBeenCalled();
  });

  it('ends the admin session on a refused token instead of saying anything', async () => {
    const { hook, expire } = setUp();
    await flush(async () => {
      await hook.result.current.act('promote', async () => {
        throw new ApiError(401, 'Invalid token', '/api/sandbox/promote/ws-1');
      }, 'Failed to promote');
    });
    expect(expire).toHaveBeenCalledTimes(1);
    expect(hook.result.current.notice).toBeNull();
  });

  it('clears the last outcome when the next action starts, skips the reload when told, and says a failed reload', async () => {
    const { hook, reload } = setUp(async () => {
      throw new ApiError(503, 'The store is unavailable', '/api/sandbox/weight-sets');
    });
    flush(() => hook.result.current.setNotice({ tone: 'error', text: 'Select at least 2 experiments to compare' }));
    await flush(async () => {
      expect(await hook.result.current.act('compare', async () => undefined, 'Failed to compare experiments', false)).toBe(true);
    });
    expect(hook.result.current.notice).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await flush(async () => {
      expect(await hook.result.current.act('create', async () => undefined, 'Failed to create')).toBe(true);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(hook.result.current.notice).toEqual({ tone: 'error', text: 'The store is unavailable' });
  });
});
