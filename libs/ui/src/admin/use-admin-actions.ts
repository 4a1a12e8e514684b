// What every admin tool page does around one action (create, delete, promote, run a test): the
// page's outcome line, which action is busy, the lists reloaded after a change, and a refused token
// ending the admin session, so the gate asks for the password again and says why. One action's
// outcome replaces the last one: an old message never stands beside a new one.
import { failureMessage, isAuthFailure } from '@scoreline/api-client';
import { useCallback, useState } from 'react';
import type { NoticeMessage } from './notice.tsx';
import { type AdminSessionControl, type AdminSessionOptions, useAdminSession } from './use-admin-session.ts';

export interface AdminActionsOptions {
  /** Reads the page's data again after a change (the unlocked session's token). */
  reload: () => Promise<void>;
  /** Ends the admin session (useAdminSession's `expire`). */
  expire: () => void;
  /** The notice when the reload after a change fails. */
  reloadFailedText: string;
}

export interface AdminActions {
  readonly notice: NoticeMessage | null;
  setNotice(notice: NoticeMessage | null): void;
  /** The key of the action running now. */
  readonly busy: string | undefined;
  success(text: string): void;
  /** Says why an action failed (the server's detail, else `fallback`); a refused token expires the session. */
  failure(error: unknown, fallback: string): void;
  /**
   * Runs one action under `key`; the page's data is reloaded after it unless `reload` is false.
   * True when it succeeded (the reload failing is said, but the action did happen).
   */
  act(key: string, run: () => Promise<void>, fallback: string, reload?: boolean): Promise<boolean>;
}

export function useAdminActions({ reload, expire, reloadFailedText }: AdminActionsOptions): AdminActions {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [busy, setBusy] = useState<string | undefined>();
  const success = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const failure = useCallback(
    (error: unknown, fallback: string) => {
      if (isAuthFailure(error)) expire();
      else setNotice({ tone: 'error', text: failureMessage(error, fallback) });
    },
    [expire],
  );
  const act = async (key: string, run: () => Promise<void>, fallback: string, reloadAfter = true): Promise<boolean> => {
    setNotice(null);
    setBusy(key);
    try {
      await run();
      if (reloadAfter) {
        try {
          await reload();
        } catch (error) {
          failure(error, reloadFailedText);
        }
      }
      return true;
    } catch (error) {
      failure(error, fallback);
      return false;
    } finally {
      setBusy(undefined);
    }
  };
  return { notice, setNotice, busy, success, failure, act };
}

export interface AdminToolOptions<Data> extends AdminSessionOptions<Data> {
  /**
   * The success notice once a token given to the gate unlocks the page ('Authenticated
   * successfully'); none by default. A session resumed from an earlier page or reload says nothing.
   */
  readonly unlockedText?: string;
}

/**
 * An admin tool page's session and its actions together: the actions reload what the session
 * loaded (its `load`, with the session's token) after each change, and a failed reload says the
 * page's load-failure text. The sandboxes' pages start with exactly this.
 */
export function useAdminTool<Data>(options: AdminToolOptions<Data>): { admin: AdminSessionControl<Data>; actions: AdminActions } {
  const admin = useAdminSession(options);
  const { session, setData, expire, unlock } = admin;
  const actions = useAdminActions({
    reload: async () => {
      if (session.status === 'unlocked') setData(await options.load(session.token));
    },
    expire,
    reloadFailedText: options.loadFailedText,
  });
  const { setNotice } = actions;
  const { unlockedText } = options;
  const unlockFromGate = useCallback(
    async (token: string, expiresInSeconds?: number) => {
      const accepted = await unlock(token, expiresInSeconds);
      if (accepted && unlockedText !== undefined) setNotice({ tone: 'success', text: unlockedText });
      return accepted;
    },
    [unlock, unlockedText, setNotice],
  );
  return { admin: { ...admin, unlock: unlockFromGate }, actions };
}
