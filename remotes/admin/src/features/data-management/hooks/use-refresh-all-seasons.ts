// docs/product.md §4 "Refresh": every season the product has (2022 to the live one) started one after another 1 s apart, each season
// pending → processing → completed or error (retrying between the worker's attempts, still running); then the status is polled every 2 s until running is
// false, then the success summary or the error (texts of docs/product.md §8). The wait ends, with a
// message, after REFRESH_WAIT_POLLS polls (an hour, four times the longest duration the admin is told).
import { failureMessage } from '@scoreline/api-client';
import { useState } from 'react';
import type { RefreshStatus } from '@scoreline/contracts';
import { confirmAction } from '../../../lib/confirm.ts';
import { sleep } from '../../../lib/sleep.ts';
import { REFRESH_POLL_MS, getRefreshStatus, startSeasonRefresh } from '../../../lib/refresh-calls.ts';
import { REFRESH_SEASONS } from '../api/refresh-calls.ts';

export const REFRESH_CONFIRM = `Refresh all seasons (${REFRESH_SEASONS.join(', ')})? This usually takes 10-15 minutes.`;
export const SEASON_START_GAP_MS = 1000;
/** An hour of 2-s polls. */
export const REFRESH_WAIT_POLLS = 1800;
export const REFRESH_WAIT_EXPIRED =
  'Error: the refresh has not finished after an hour. It may still be running: the progress above is the last seen';

export interface RefreshRun {
  readonly running: boolean;
  readonly status: RefreshStatus | null;
  /** 'Failed to start season {year}: {message}', one per season that did not start. */
  readonly startErrors: readonly string[];
  readonly outcome: { readonly tone: 'success' | 'error'; readonly text: string } | null;
}

/** docs/product.md §8: 'Complete! {n} fixtures updated, {m} skipped across {k} seasons'. */
export function refreshSummary(status: RefreshStatus): string {
  const seasons = Object.values(status.progress);
  const updated = seasons.reduce((sum, season) => sum + season.updated, 0);
  const skipped = seasons.reduce((sum, season) => sum + season.skipped, 0);
  return `Complete! ${updated} fixtures updated, ${skipped} skipped across ${seasons.length} seasons`;
}

export function useRefreshAllSeasons(token: string) {
  const [run, setRun] = useState<RefreshRun>({
    running: false,
    status: null,
    startErrors: [],
    outcome: null,
  });

  async function refreshAll() {
    if (!confirmAction(REFRESH_CONFIRM)) return;
    const startErrors: string[] = [];
    setRun({ running: true, status: null, startErrors, outcome: null });
    for (const [index, season] of REFRESH_SEASONS.entries()) {
      if (index > 0) await sleep(SEASON_START_GAP_MS);
      try {
        await startSeasonRefresh(season, token);
      } catch (error) {
        console.error(error);
        startErrors.push(`Failed to start season ${season}: ${failureMessage(error)}`);
        setRun((current) => ({ ...current, startErrors: [...startErrors] }));
      }
    }
    if (startErrors.length === REFRESH_SEASONS.length) {
      setRun((current) => ({ ...current, running: false }));
      return;
    }
    for (let poll = 1; ; poll += 1) {
      await sleep(REFRESH_POLL_MS);
      let status: RefreshStatus;
      try {
        status = await getRefreshStatus(token);
      } catch (error) {
        console.error(error);
        setRun((current) => ({
          ...current,
          running: false,
          outcome: { tone: 'error', text: `Error: ${failureMessage(error)}` },
        }));
        return;
      }
      if (status.running && poll >= REFRESH_WAIT_POLLS) {
        setRun((current) => ({ ...current, running: false, status, outcome: { tone: 'error', text: REFRESH_WAIT_EXPIRED } }));
        return;
      }
      if (status.running) {
        setRun((current) => ({ ...current, status }));
        continue;
      }
      setRun((current) => ({
        ...current,
        running: false,
        status,
        outcome: status.error
          ? { tone: 'error', text: `Error: ${status.error}` }
          : { tone: 'success', text: refreshSummary(status) },
      }));
      return;
    }
  }

  return { run, refreshAll };
}
