// fixtures.refreshed → a recalculation of that season, once every fixture the catalog published
// for the refresh (its updated + skipped) is in the read model.
import { type RefreshCompletionDeps, requestRecalculationWhenRefreshComplete } from './request-recalculation-when-refresh-complete.ts';

/** Refresh bookkeeping is kept this long, so a late redelivery still finds its refresh handled. */
export const REFRESH_TRACKING_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface FixturesRefreshed {
  season: string;
  updated: number;
  skipped: number;
}

export async function recordFixturesRefreshed(
  input: { data: FixturesRefreshed; correlationId: string },
  deps: RefreshCompletionDeps,
): Promise<{ requested: boolean }> {
  const now = deps.clock();
  await deps.refreshTracking.purge(new Date(now.getTime() - REFRESH_TRACKING_RETENTION_MS));
  const key = { correlationId: input.correlationId, season: input.data.season };
  await deps.refreshTracking.savePending(key, input.data.updated + input.data.skipped, now);
  return { requested: await requestRecalculationWhenRefreshComplete(key, deps) };
}
