// fixtures.refresh.requested → ingest that season from the requested provider.
// One consumer group for all replicas: each request is handled once; requests for one season
// share a partition key, so they run one after another.
import { DEFAULT_RETRY_POLICY, type EventSubscription } from '@scoreline/events';
import type { CatalogContext } from '../context.ts';
import { seasonFromLabel } from '../domain/season.ts';
import { type IngestSeasonDeps, ingestSeason } from '../use-cases/ingest-season.ts';

export const INGESTION_GROUP_ID = 'catalog.ingestion';
/** Attempts per request before the dead-letter topic; the refresh status says `retrying` until the last. */
export const INGESTION_ATTEMPTS = DEFAULT_RETRY_POLICY.attempts;

export function ingestionDeps(context: CatalogContext): IngestSeasonDeps {
  return {
    fixtures: context.repositories.fixtures,
    teams: context.repositories.teams,
    refreshRuns: context.repositories.refreshRuns,
    publisher: context.publisher,
    clock: context.clock,
    logger: context.logger,
    onFixturesChanged: () => context.gameweek.invalidate(),
    closingOdds: context.closingOdds,
  };
}

export function startIngestionWorker(context: CatalogContext): Promise<EventSubscription> {
  const deps = ingestionDeps(context);
  return context.bus.subscribe({
    groupId: INGESTION_GROUP_ID,
    topics: ['fixtures.refresh.requested'],
    retry: { attempts: INGESTION_ATTEMPTS },
    // A provider may take up to PROVIDER_TIMEOUT_MS to answer; the session must outlive that.
    sessionTimeoutMs: Math.max(30_000, context.config.PROVIDER_TIMEOUT_MS + 15_000),
    handler: async (event) => {
      // The envelope schema guarantees a well-formed label, so this cannot be null.
      const season = seasonFromLabel(event.data.season);
      if (!season) throw new Error(`unreadable season ${event.data.season}`);
      await ingestSeason(
        {
          season,
          source: event.data.source,
          getProvider: () => context.providers.get(event.data.source),
          correlationId: event.correlationId,
          heartbeat: event.heartbeat,
          willRetry: event.attempt < INGESTION_ATTEMPTS,
          // The live source failing in any way: openfootball; offline: the same files ship with the catalog.
          alternate: () => (event.data.source === 'football-data' ? context.providers.get('openfootball') : null),
          fallback: () => context.snapshot,
        },
        { ...deps, logger: event.logger },
      );
    },
  });
}
