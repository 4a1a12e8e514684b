// The live season's schedule as the catalog reports it (GET /api/refresh/status `schedule`), and an
// admin's refresh of that season now: confirmed, started, then followed every 2 s until no season
// is refreshing any more (docs/product.md §4 "Refresh"), when the schedule is read again.
import { failureMessage } from '@scoreline/api-client';
import { useCallback, useEffect, useState } from 'react';
import type { RefreshSchedule } from '@scoreline/contracts';
import { confirmAction } from '../../../lib/confirm.ts';
import { REFRESH_POLL_MS, getRefreshStatus, startSeasonRefresh } from '../../../lib/refresh-calls.ts';
import { sleep } from '../../../lib/sleep.ts';

export type ScheduleLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly schedule: RefreshSchedule };

export type LiveRefresh =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'done'; readonly tone: 'success' | 'error'; readonly text: string };

export const refreshLiveConfirm = (label: string) => `Refresh the live season (${label}) now? This usually takes a minute.`;

export function useLiveSeason(token: string) {
  const [load, setLoad] = useState<ScheduleLoad>({ status: 'loading' });
  const [refresh, setRefresh] = useState<LiveRefresh>({ status: 'idle' });

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'loaded', schedule: (await getRefreshStatus(token)).schedule });
    } catch (error) {
      console.error(error);
      setLoad({ status: 'failed', message: `Failed to load the schedule: ${failureMessage(error)}` });
    }
  }, [token]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function refreshNow(schedule: RefreshSchedule) {
    if (!confirmAction(refreshLiveConfirm(schedule.season_label))) return;
    setRefresh({ status: 'running' });
    try {
      await startSeasonRefresh(schedule.season, token);
      for (;;) {
        await sleep(REFRESH_POLL_MS);
        const status = await getRefreshStatus(token);
        if (status.running) continue;
        setLoad({ status: 'loaded', schedule: status.schedule });
        const last = status.schedule.last_run;
        setRefresh(
          last?.status === 'error'
            ? { status: 'done', tone: 'error', text: `Error: ${last.error ?? 'the refresh failed'}` }
            : { status: 'done', tone: 'success', text: `Refreshed ${schedule.season_label}` },
        );
        return;
      }
    } catch (error) {
      console.error(error);
      setRefresh({ status: 'done', tone: 'error', text: `Failed to start season ${schedule.season}: ${failureMessage(error)}` });
    }
  }

  return { load, refresh, refreshNow };
}
