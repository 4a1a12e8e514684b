// The catalog's Kafka consumers, and the offline first-start ingest. The gateway (npm start) and
// the catalog's own main.ts / worker.ts start them the same way: `await startWorkers(context)`.
import type { EventSubscription } from '@scoreline/events';
import type { CatalogContext } from '../context.ts';
import type { IngestOutcome } from '../use-cases/ingest-season.ts';
import { ingestSnapshotWhenEmpty } from '../use-cases/ingest-snapshot-when-empty.ts';
import { ingestionDeps, startIngestionWorker } from './ingestion-worker.ts';
import { startPredictionsReadModelWorker } from './predictions-read-model-worker.ts';
import { type RefreshScheduler, startRefreshScheduler } from './refresh-scheduler.ts';

export interface CatalogWorkers {
  /**
   * The start-up ingest of the embedded snapshot into an empty database, running in the
   * background: resolves with each season's outcome, or null when nothing was ingested (the
   * database had fixtures, CATALOG_BOOTSTRAP=off, or no snapshot). It never rejects; a failure is
   * logged and shows in the refresh status.
   */
  readonly bootstrap: Promise<Map<string, IngestOutcome> | null>;
  /** The live season's refresh schedule, or null with CATALOG_SCHEDULE=off. */
  readonly schedule: RefreshScheduler | null;
  stop(): Promise<void>;
}

export async function startWorkers(context: CatalogContext): Promise<CatalogWorkers> {
  const subscriptions: EventSubscription[] = [];
  try {
    subscriptions.push(await startIngestionWorker(context));
    subscriptions.push(await startPredictionsReadModelWorker(context));
  } catch (error) {
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    throw error;
  }
  const snapshot = context.snapshot;
  if (context.config.CATALOG_BOOTSTRAP === 'snapshot' && !snapshot) {
    context.logger.warn(
      'no embedded snapshot found (set CATALOG_SNAPSHOT_DIR); an empty catalog stays empty',
    );
  }
  const stopping = new AbortController();
  const bootstrap =
    context.config.CATALOG_BOOTSTRAP === 'snapshot' && snapshot
      ? ingestSnapshotWhenEmpty(
          // The product's seasons first, so the site has its fixtures (and predictions) as early as
          // before; the history follows and refines the models' fits.
          { seasons: [...context.seasons, ...context.historySeasons], snapshot, signal: stopping.signal },
          ingestionDeps(context),
        ).catch((error: unknown) => {
          context.logger.error({ err: error }, 'start-up ingest of the embedded snapshot failed');
          return null;
        })
      : Promise.resolve(null);
  const schedule = context.config.CATALOG_SCHEDULE === 'on' ? startRefreshScheduler(context) : null;
  return {
    bootstrap,
    schedule,
    async stop() {
      stopping.abort();
      await schedule?.stop();
      await bootstrap;
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    },
  };
}
