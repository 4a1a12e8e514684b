// The ingestion worker's story for one season: take it (processing), fetch it from the provider,
// turn the matches into fixtures, write only what changed, record the clubs, tell the other
// services (fixtures.upserted with the whole season, fixtures.refreshed with the counts), and
// mark the season completed. Running it twice writes nothing the second time: unchanged fixtures
// are counted as skipped and their documents stay as they were.
//
// Failures: a provider that cannot serve the season at all (404, refused token, not the expected
// format) marks the season `error` and ends the event normally; retrying cannot help. Anything
// else (timeouts, 5xx, 429, the store) rethrows, so the event bus retries with backoff and finally
// dead-letters the event: the season is `retrying` (still part of the running run) while attempts
// remain, and `error` after the last one.
import type { FixtureRecord } from '@scoreline/contracts';
import { type FixtureSource, normaliseSeason, sameFixture, withKnownProviderIds } from '../domain/fixture.ts';
import { type ClosingOdds, toRecord } from '../domain/fixture-record.ts';
import { repairEarlyDates } from '../domain/season-dates.ts';
import type { Season } from '../domain/season.ts';
import { type ClosingOddsSource, oddsFor } from '../providers/closing-odds.ts';
import { type FixtureProvider, ProviderError, type SeasonFeed } from '../providers/index.ts';
import type { SeasonCounts } from '../repositories/refresh-runs-repository.ts';
import type { Clock, Logger, Publisher, Repositories } from './ports.ts';

/** Fixtures per fixtures.upserted message: a season is about four messages of ~40 kB. */
export const UPSERTED_BATCH_SIZE = 100;
/** Changed fixtures written between two progress updates. */
const PROGRESS_EVERY = 100;

export interface IngestSeasonDeps {
  fixtures: Repositories['fixtures'];
  teams: Repositories['teams'];
  refreshRuns: Repositories['refreshRuns'];
  publisher: Publisher;
  clock: Clock;
  logger: Logger;
  /** Called once fixtures may have changed (the gameweek cache of this process). */
  onFixturesChanged: () => void;
  /** The market's closing odds, joined onto fixtures.upserted only (never stored or served here). */
  closingOdds?: ClosingOddsSource | null;
}

export interface IngestSeasonRequest {
  season: Season;
  source: FixtureSource;
  /**
   * The provider for `source`. Resolved inside the ingestion, so a source this deployment cannot
   * serve (football-data.org without a token) is reported on the season like any provider error.
   */
  getProvider: () => FixtureProvider;
  correlationId: string;
  /** Keeps a Kafka consumer's group membership alive during long steps. */
  heartbeat?: () => Promise<void>;
  /**
   * True when a failure will be retried (the worker's attempt is not its last): the season is then
   * `retrying`, not `error`. Default false (a direct call, the start-up ingest).
   */
  willRetry?: boolean;
  /**
   * Another network provider to ask when the one for `source` fails in any way (the live source
   * refuses or is down: openfootball behind football-data.org). Null or absent: none.
   */
  alternate?: () => FixtureProvider | null;
  /**
   * The shipped snapshot, read when the last network provider cannot be reached at all (offline,
   * refused, unknown host, timed out): a refresh works without internet. Null or absent: no
   * fallback (no snapshot folder). An HTTP answer is no reason to fall back.
   */
  fallback?: () => FixtureProvider | null;
}

export type IngestOutcome = ({ status: 'completed' } & SeasonCounts) | { status: 'error'; error: string };

export async function ingestSeason(
  request: IngestSeasonRequest,
  deps: IngestSeasonDeps,
): Promise<IngestOutcome> {
  const { season, source } = request;
  const log = deps.logger.child({ season: season.label, source, correlation_id: request.correlationId });
  await deps.refreshRuns.start(request, deps.clock());
  try {
    const { counts, steps_ms, written, messages } = await refresh(request, deps, log);
    await deps.refreshRuns.complete(season, counts, deps.clock());
    // The steps and what they moved, so the pipeline bench can name the slowest stage.
    log.info({ ...counts, steps_ms, written, messages }, 'season refreshed');
    return { status: 'completed', ...counts };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ProviderError && !error.retryable) {
      await deps.refreshRuns.fail(season, message, deps.clock());
      log.warn({ err: error }, `season refresh failed: ${message}`);
      return { status: 'error', error: message };
    }
    if (request.willRetry) await deps.refreshRuns.retrying(season, message);
    else await deps.refreshRuns.fail(season, message, deps.clock());
    throw error;
  }
}

interface RefreshOutcome {
  counts: SeasonCounts;
  /** Milliseconds of fetch, parse, store (read, compare, write) and publish. */
  steps_ms: Record<'fetch' | 'parse' | 'store' | 'publish', number>;
  /** Fixtures written to the store. */
  written: number;
  /** Messages published. */
  messages: number;
}

async function refresh(
  request: IngestSeasonRequest,
  deps: IngestSeasonDeps,
  log: Logger,
): Promise<RefreshOutcome> {
  const { season } = request;
  let mark = performance.now();
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };
  const { feed, origin, source } = await fetchWithFallback(request, log);
  const fetchMs = lap();
  await deps.refreshRuns.fetched(season, origin, source);
  await request.heartbeat?.();

  const dated = repairEarlyDates(season, feed.matches);
  if (dated.moved.length > 0)
    log.warn({ moved: dated.moved.slice(0, 10), count: dated.moved.length }, 'matches dated before the season opened moved a year later');
  const normalised = normaliseSeason(season, dated.matches, source);
  const rejected = [...feed.rejected, ...normalised.rejected];
  if (rejected.length > 0)
    log.warn({ rejected: rejected.slice(0, 10), count: rejected.length }, 'entries without enough data');
  const parseMs = lap();

  const stored = new Map(
    (await deps.fixtures.findByIds(normalised.fixtures.map((f) => f.fixture_id))).map((f) => [
      f.fixture_id,
      f,
    ]),
  );
  const next = normalised.fixtures.map((fixture) =>
    withKnownProviderIds(fixture, stored.get(fixture.fixture_id)),
  );
  const changed = next.filter((fixture) => !sameFixture(fixture, stored.get(fixture.fixture_id)));

  const counts: SeasonCounts = {
    total: feed.matches.length + feed.rejected.length,
    no_data: rejected.length,
    skipped: next.length - changed.length,
    updated: 0,
    processed: 0,
  };
  counts.processed = counts.no_data + counts.skipped;
  await deps.refreshRuns.progress(season, counts);

  for (let start = 0; start < changed.length; start += PROGRESS_EVERY) {
    const chunk = changed.slice(start, start + PROGRESS_EVERY);
    const now = deps.clock();
    // New fixtures (the first refresh of a season is all new) are inserted, the rest replaced.
    await deps.fixtures.insertNew(chunk.filter((f) => !stored.has(f.fixture_id)), now);
    await deps.fixtures.save(chunk.filter((f) => stored.has(f.fixture_id)), now);
    counts.updated += chunk.length;
    counts.processed += chunk.length;
    await deps.refreshRuns.progress(season, counts);
    await request.heartbeat?.();
  }
  if (changed.length > 0) deps.onFixturesChanged();
  await deps.teams.save(normalised.clubs);
  const storeMs = lap();

  // The whole season, not only what changed: a read model that was rebuilt or missed a message
  // converges on the next refresh, and every consumer upserts by fixture id anyway.
  const { correlationId } = request;
  const odds = seasonOdds(deps, season, log);
  const batches: { data: { season: string; fixtures: FixtureRecord[] }; correlationId: string }[] = [];
  for (let start = 0; start < next.length; start += UPSERTED_BATCH_SIZE) {
    const fixtures = next.slice(start, start + UPSERTED_BATCH_SIZE).map((f) => toRecord(f, oddsFor(odds, f)));
    batches.push({ data: { season: season.label, fixtures }, correlationId });
  }
  if (batches.length > 0) await deps.publisher.publishMany('fixtures.upserted', batches);
  const { total, processed, updated, skipped } = counts;
  await deps.publisher.publish('fixtures.refreshed', {
    data: { season: season.label, source, total, processed, updated, skipped },
    correlationId,
  });
  return {
    counts,
    steps_ms: { fetch: fetchMs, parse: parseMs, store: storeMs, publish: lap() },
    written: changed.length,
    messages: batches.length + 1,
  };
}

/** What answered a season: its feed, whether over the network or from the snapshot, and the provider's source. */
interface Fetched {
  feed: SeasonFeed;
  origin: FixtureProvider['origin'];
  source: FixtureSource;
}

// The providers in turn (docs/engineering.md, "Scheduled refresh"): the requested source, its
// alternate when that fails in any way, then the shipped snapshot when the last one could not be
// reached at all.
async function fetchWithFallback(request: IngestSeasonRequest, log: Logger): Promise<Fetched> {
  const alternate = request.alternate?.() ?? null;
  let provider: FixtureProvider | null = null;
  let failure: unknown;
  const steps = alternate ? [request.getProvider, () => alternate] : [request.getProvider];
  for (const [index, next] of steps.entries()) {
    try {
      provider = next();
      return { feed: await provider.fetchSeason(request.season), origin: provider.origin, source: provider.source };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      failure = error;
      if (alternate && index < steps.length - 1) log.warn({ err: error, alternate: alternate.location }, `${error.message}; asking ${alternate.source} instead`);
    }
  }
  const snapshot = failure instanceof ProviderError && failure.unreachable ? (request.fallback?.() ?? null) : null;
  if (!snapshot || snapshot === provider) throw failure;
  log.warn(
    { err: failure, snapshot: snapshot.location },
    `${provider?.location ?? request.source} could not be reached; reading the season from the shipped snapshot`,
  );
  // A season the snapshot lacks: the network's failure is the one to report (and retry).
  const feed = await snapshot.fetchSeason(request.season).catch(() => {
    throw failure;
  });
  return { feed, origin: snapshot.origin, source: snapshot.source };
}

// An unreadable odds file costs the market figure, never the season's fixtures.
function seasonOdds(deps: IngestSeasonDeps, season: Season, log: Logger): Map<string, ClosingOdds> {
  if (!deps.closingOdds) return new Map();
  try {
    return deps.closingOdds.forSeason(season);
  } catch (error) {
    log.warn({ err: error, location: deps.closingOdds.location }, 'closing odds could not be read; publishing fixtures without them');
    return new Map();
  }
}
