// Called after a fixtures.upserted batch is stored and after fixtures.refreshed: once the refresh's
// batches have all arrived (repositories/refresh-tracking-repository.ts says why that is needed),
// exactly one caller claims the refresh and requests the recalculation of its season.
import type { RefreshKey } from '../repositories/refresh-tracking-repository.ts';
import type { Clock, Logger, Publisher, Repositories } from './ports.ts';
import { requestRecalculation } from './request-recalculation.ts';

export interface RefreshCompletionDeps {
  fixtures: Repositories['fixtures'];
  refreshTracking: Repositories['refreshTracking'];
  recalculationRuns: Repositories['recalculationRuns'];
  publisher: Publisher;
  clock: Clock;
  logger: Logger;
}

/** True when this call requested the recalculation. */
export async function requestRecalculationWhenRefreshComplete(key: RefreshKey, deps: RefreshCompletionDeps): Promise<boolean> {
  const pending = await deps.refreshTracking.findPending(key);
  if (!pending || pending.requested) return false;
  const received = await deps.refreshTracking.receivedFixtures(key);
  if (received < pending.expected) {
    deps.logger.debug({ season: key.season, received, expected: pending.expected }, 'refresh not complete yet');
    return false;
  }
  if (!(await deps.refreshTracking.claimRequest(key, deps.clock()))) return false;
  try {
    await requestRecalculation(
      { reason: 'fixtures_refreshed', correlationId: key.correlationId, seasons: [key.season] },
      deps,
    );
  } catch (error) {
    // Without this the event's retry would find the refresh claimed and never request it.
    await deps.refreshTracking.releaseRequest(key);
    throw error;
  }
  return true;
}
