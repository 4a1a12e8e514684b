// POST /api/refresh/season/{season}: the admin asks for one season to be ingested again.
// The season is marked pending in the database first (so a status poll right after the answer
// already sees the run), then the request is handed to the ingestion worker over Kafka with the
// HTTP request id as correlation id. The answer is 202: the work happens in the worker.
import type { RefreshAccepted } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { FixtureSource } from '../domain/fixture.ts';
import { resolveSeasonYear } from '../domain/season-param.ts';
import type { Season } from '../domain/season.ts';
import type { Clock, Logger, Publisher, Repositories } from './ports.ts';

export interface RequestSeasonRefreshDeps {
  refreshRuns: Repositories['refreshRuns'];
  publisher: Publisher;
  seasons: readonly Season[];
  defaultSource: FixtureSource;
  clock: Clock;
  logger: Logger;
}

export async function requestSeasonRefresh(
  input: { season: string; correlationId: string },
  deps: RequestSeasonRefreshDeps,
): Promise<RefreshAccepted> {
  const season = resolveSeasonYear(input.season, deps.seasons);
  const request = { season, source: deps.defaultSource, correlationId: input.correlationId };

  await deps.refreshRuns.queue(request, deps.clock());
  try {
    await deps.publisher.publish('fixtures.refresh.requested', {
      data: { season: season.label, source: request.source },
      correlationId: input.correlationId,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.refreshRuns.fail(season, `could not be queued: ${reason}`, deps.clock());
    throw AppError.unavailable(`Refresh of ${season.label} could not be queued; try again shortly`, {
      cause: error,
    });
  }
  deps.logger.info({ season: season.label, source: request.source }, 'season refresh requested');

  return {
    message: `Refresh of ${season.label} queued`,
    season: season.year,
    season_label: season.label,
    source: request.source,
    status: 'pending',
    correlation_id: input.correlationId,
  };
}
