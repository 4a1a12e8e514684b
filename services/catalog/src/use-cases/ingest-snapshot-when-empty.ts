// Offline first start: when the catalog holds no fixture at all, ingest the embedded openfootball
// snapshot (data/openfootball) for every configured season, so `npm start` on a machine without
// internet shows real fixtures at once. It goes through the same ingestion as a refresh, so the
// refresh status shows it and the other services receive fixtures.upserted / fixtures.refreshed.
// A database that has fixtures is never touched: the snapshot is a seed, not a source of truth.
import { randomUUID } from 'node:crypto';
import type { Season } from '../domain/season.ts';
import type { FixtureProvider } from '../providers/index.ts';
import { type IngestOutcome, type IngestSeasonDeps, ingestSeason } from './ingest-season.ts';

export async function ingestSnapshotWhenEmpty(
  input: { seasons: readonly Season[]; snapshot: FixtureProvider; signal?: AbortSignal },
  deps: IngestSeasonDeps,
): Promise<Map<string, IngestOutcome> | null> {
  if (!(await deps.fixtures.isEmpty())) return null;
  const correlationId = `snapshot-${randomUUID()}`;
  deps.logger.info(
    { seasons: input.seasons.map((s) => s.label), location: input.snapshot.location },
    'empty catalog: ingesting the embedded snapshot',
  );
  for (const season of input.seasons) {
    await deps.refreshRuns.queue({ season, source: input.snapshot.source, correlationId }, deps.clock());
  }
  const outcomes = new Map<string, IngestOutcome>();
  for (const season of input.seasons) {
    // Stopping the process ends the ingest between seasons. The database is no longer empty then,
    // so the next start will not resume it: the seasons left are marked as errors to refresh.
    if (input.signal?.aborted) {
      const error = 'start-up ingest interrupted by shutdown; refresh this season';
      await deps.refreshRuns.fail(season, error, deps.clock());
      outcomes.set(season.label, { status: 'error', error });
      continue;
    }
    const outcome = await ingestSeason(
      { season, source: input.snapshot.source, getProvider: () => input.snapshot, correlationId },
      deps,
    );
    outcomes.set(season.label, outcome);
  }
  return outcomes;
}
