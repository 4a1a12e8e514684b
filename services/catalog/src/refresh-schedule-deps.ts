// What the live season's scheduled refresh runs on, built from the catalog's context: read by the
// scheduler (workers/refresh-scheduler.ts), which runs it, and by the refresh status route, which
// shows the same schedule. At the root of src/ so that neither entry point imports the other.
import { liveSeason } from './config.ts';
import type { CatalogContext } from './context.ts';
import { ingestSeason } from './use-cases/ingest-season.ts';
import type { ScheduledRefreshDeps } from './use-cases/run-scheduled-refresh.ts';
import { ingestionDeps } from './workers/ingestion-worker.ts';

export function scheduledRefreshDeps(context: CatalogContext, holder: string): ScheduledRefreshDeps {
  const { config } = context;
  const season = liveSeason(config);
  const ingestion = ingestionDeps(context);
  return {
    season,
    settings: {
      matchDayIntervalMs: config.CATALOG_SCHEDULE_MATCH_DAY_INTERVAL_MS,
      idleIntervalMs: config.CATALOG_SCHEDULE_IDLE_INTERVAL_MS,
      jitter: config.CATALOG_SCHEDULE_JITTER,
      leaseMs: config.CATALOG_SCHEDULE_LEASE_MS,
    },
    holder,
    fixtures: context.repositories.fixtures,
    refreshRuns: context.repositories.refreshRuns,
    leases: context.repositories.refreshLeases,
    clock: context.clock,
    logger: context.logger,
    refresh: ({ correlationId, heartbeat }) =>
      ingestSeason(
        {
          season,
          // The configured live source first (football-data.org when a token is set), then
          // openfootball, then, offline, the shipped snapshot.
          source: context.providers.defaultSource,
          getProvider: () => context.providers.get(context.providers.defaultSource),
          alternate: () => (context.providers.defaultSource === 'openfootball' ? null : context.providers.get('openfootball')),
          fallback: () => context.snapshot,
          correlationId,
          heartbeat,
        },
        ingestion,
      ),
  };
}
