// Refresh progress lives in the database, so every replica answers GET /api/refresh/status the
// same way and a restarted worker leaves a visible trace.
//
// One document per season (`_id` = season label), written by the API when it queues the season
// and by the worker as it processes it. There is deliberately no shared "run" document: FerretDB
// v1 applies an update as read-modify-write of the whole document without locking, so concurrent
// $set on different fields of one document can lose one of them (a test showed it). Seasons are
// separate documents, so the API queueing one season and the worker reporting on another never
// touch the same document.
//
// Runs are derived: a season queued while another is pending or processing joins that run (it
// copies its `run_started_at`); otherwise it starts a new run at its own queue time. The status
// shows the latest run; `running` is true while any season anywhere is pending or processing.
import { type Connection, Schema } from 'mongoose';
import { DURABLE_WRITE, modelOn } from '@scoreline/db';
import type { RefreshFetchedFrom } from '@scoreline/contracts';
import type { FixtureSource } from '../domain/fixture.ts';
import { isActive, type RefreshState } from '../domain/refresh-state.ts';
import type { Season } from '../domain/season.ts';

export interface SeasonCounts {
  updated: number;
  skipped: number;
  processed: number;
  total: number;
  no_data: number;
}

export interface SeasonProgress extends SeasonCounts {
  year: number;
  label: string;
  status: RefreshState;
  source: FixtureSource | null;
  /** Where the data came from (the network, or the shipped snapshot as a fallback); null until fetched. */
  fetched_from: RefreshFetchedFrom | null;
  error: string | null;
  /** The run this season belongs to: the queue time of the run's first season. */
  run_started_at: Date;
  queued_at: Date | null;
  started_at: Date | null;
  completed_at: Date | null;
  correlation_id: string | null;
}

export interface RefreshRun {
  started_at: Date;
  /** The latest run's seasons, keyed by label. */
  seasons: Record<string, SeasonProgress>;
  /** True while a season of any run is pending or processing. */
  running: boolean;
  /** The season being processed, else the first one pending, of any run. */
  current: SeasonProgress | null;
}

interface SeasonDocument extends SeasonProgress {
  _id: string;
}

const nullableDate = { type: Date, default: null };
const count = { type: Number, default: 0 };

const seasonSchema = new Schema<SeasonDocument>(
  {
    _id: { type: String, required: true },
    year: { type: Number, required: true },
    label: { type: String, required: true },
    status: { type: String, enum: ['pending', 'processing', 'retrying', 'completed', 'error'], required: true },
    source: { type: String, default: null },
    fetched_from: { type: String, enum: ['network', 'snapshot', null], default: null },
    error: { type: String, default: null },
    run_started_at: { type: Date, required: true },
    queued_at: nullableDate,
    started_at: nullableDate,
    completed_at: nullableDate,
    correlation_id: { type: String, default: null },
    updated: count,
    skipped: count,
    processed: count,
    total: count,
    no_data: count,
  },
  { collection: 'refresh_seasons', versionKey: false },
);

const ZERO_COUNTS: SeasonCounts = { updated: 0, skipped: 0, processed: 0, total: 0, no_data: 0 };

/**
 * A season queued this soon after the last run ended joins that run. The admin panel starts its four
 * seasons 1 s apart, and a season with nothing to change can finish inside that gap; without the
 * window each season would open a run of its own and the status would show only the last one.
 */
const RUN_JOIN_WINDOW_MS = 5_000;

export interface QueueRequest {
  season: Season;
  source: FixtureSource;
  correlationId: string;
}

export interface RefreshRunsRepository {
  /** The latest run, or null before the first refresh. */
  latest(): Promise<RefreshRun | null>;
  /** One season's latest refresh, whichever run it belongs to; null when it was never refreshed. */
  ofSeason(season: Season): Promise<SeasonProgress | null>;
  /** Marks the season pending, in the active run or in a new one; durable once it resolves (DURABLE_WRITE). */
  queue(request: QueueRequest, now: Date): Promise<void>;
  /** The worker took the season: processing, counters reset. */
  start(request: QueueRequest, now: Date): Promise<void>;
  progress(season: Season, counts: SeasonCounts): Promise<void>;
  /** Where the season's data came from: the network or the snapshot, and the provider that answered. */
  fetched(season: Season, from: RefreshFetchedFrom, source: FixtureSource): Promise<void>;
  complete(season: Season, counts: SeasonCounts, now: Date): Promise<void>;
  /** The attempt failed and the worker will try again: `retrying`, still active, the reason kept. */
  retrying(season: Season, error: string): Promise<void>;
  /** The season failed for good (no attempts left, or nothing to retry). */
  fail(season: Season, error: string, now: Date): Promise<void>;
}

export function createRefreshRunsRepository(connection: Connection): RefreshRunsRepository {
  const Seasons = modelOn(connection, 'RefreshSeason', seasonSchema);
  const all = () => Seasons.find({}).lean<SeasonDocument[]>();

  // The run a season joins now: the active run if there is one; else the last run when it ended
  // moments ago (RUN_JOIN_WINDOW_MS); else a new run starting now.
  const runFor = async (now: Date, except: string): Promise<Date> => {
    const others = (await all()).filter((doc) => doc._id !== except);
    const active = others.filter(isActive);
    if (active.length > 0) return new Date(Math.min(...active.map((doc) => new Date(doc.run_started_at).getTime())));
    if (others.length === 0) return now;
    const lastRun = Math.max(...others.map((doc) => new Date(doc.run_started_at).getTime()));
    const lastEnd = Math.max(
      ...others
        .filter((doc) => new Date(doc.run_started_at).getTime() === lastRun)
        .map((doc) => new Date(doc.completed_at ?? doc.run_started_at).getTime()),
    );
    return now.getTime() - lastEnd <= RUN_JOIN_WINDOW_MS ? new Date(lastRun) : now;
  };

  return {
    async latest() {
      const docs = await all();
      if (docs.length === 0) return null;
      const latestRun = Math.max(...docs.map((doc) => new Date(doc.run_started_at).getTime()));
      const seasons = docs
        .filter((doc) => new Date(doc.run_started_at).getTime() === latestRun)
        .map(({ _id: _ignored, ...progress }) => progress);
      const byYear = [...docs].sort((a, b) => a.year - b.year);
      return {
        started_at: new Date(latestRun),
        seasons: Object.fromEntries(seasons.map((season) => [season.label, season])),
        running: docs.some(isActive),
        current: byYear.find((doc) => doc.status === 'processing') ?? byYear.find(isActive) ?? null,
      };
    },

    async ofSeason(season) {
      const doc = await Seasons.findById(season.label).lean<SeasonDocument>();
      if (!doc) return null;
      const { _id: _ignored, ...progress } = doc;
      return progress;
    },

    async queue(request, now) {
      const { season } = request;
      const entry: SeasonDocument = {
        _id: season.label,
        year: season.year,
        label: season.label,
        status: 'pending',
        source: request.source,
        fetched_from: null,
        error: null,
        run_started_at: await runFor(now, season.label),
        queued_at: now,
        started_at: null,
        completed_at: null,
        correlation_id: request.correlationId,
        ...ZERO_COUNTS,
      };
      // The 202 is sent after this: durable, so the accepted season stays in the status whatever crashes.
      await Seasons.replaceOne({ _id: season.label }, entry, { upsert: true, ...DURABLE_WRITE });
    },

    async start(request, now) {
      const { season } = request;
      const existing = await Seasons.findById(season.label).lean<SeasonDocument>();
      // Queued by the API, or taken again after a failed attempt: stay in its run (a retry must not
      // open a new run and drop the run's other seasons). Taken without being queued (start-up
      // ingest, an event replayed from the dead-letter topic): join the active run or start one.
      const carriedOn = existing?.status === 'pending' || existing?.status === 'retrying';
      const run = carriedOn ? existing.run_started_at : await runFor(now, season.label);
      await Seasons.replaceOne(
        { _id: season.label },
        {
          _id: season.label,
          year: season.year,
          label: season.label,
          status: 'processing',
          source: request.source,
          fetched_from: null,
          error: null,
          run_started_at: run,
          queued_at: carriedOn ? existing.queued_at : now,
          started_at: now,
          completed_at: null,
          correlation_id: request.correlationId,
          ...ZERO_COUNTS,
        },
        { upsert: true },
      );
    },

    async progress(season, counts) {
      await Seasons.updateOne({ _id: season.label }, { $set: { ...counts } });
    },

    async fetched(season, from, source) {
      await Seasons.updateOne({ _id: season.label }, { $set: { fetched_from: from, source } });
    },

    async complete(season, counts, now) {
      await Seasons.updateOne(
        { _id: season.label },
        { $set: { ...counts, status: 'completed', error: null, completed_at: now } },
      );
    },

    async retrying(season, error) {
      await Seasons.updateOne({ _id: season.label }, { $set: { status: 'retrying', error, completed_at: null } });
    },

    async fail(season, error, now) {
      await Seasons.updateOne({ _id: season.label }, { $set: { status: 'error', error, completed_at: now } });
    },
  };
}
