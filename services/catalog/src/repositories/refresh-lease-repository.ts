// The lease that lets one catalog replica at a time run the live season's scheduled refresh
// (docs/engineering.md, "Scheduled refresh"). On FerretDB v1 the only atomic write is an insert
// refused with E11000 when the `_id` exists (an update is a read-modify-write without a lock, so two
// replicas could both "win" a compare-and-set), so each due run is a document of its own whose `_id`
// is the run's natural key: the season and the instant the schedule made it due. Every replica that
// finds the run due inserts that same `_id`; exactly one insert succeeds, and only its replica fetches.
//
// The lease also has an expiry: while a run's document is neither released nor expired, no other
// run starts (a slow run is never overlapped by the next due one), and a replica that died holding
// it blocks nothing for longer than the lease. The holder renews it while it works and releases it
// with the run's outcome; those updates touch its own document only, so no two writers meet.
import { isDuplicateKeyError, modelOn } from '@scoreline/db';
import type { RefreshFetchedFrom } from '@scoreline/contracts';
import { type Connection, Schema } from 'mongoose';
import type { FixtureSource } from '../domain/fixture.ts';
import { scheduledRunId } from '../domain/scheduled-run.ts';
import type { Season } from '../domain/season.ts';

export type ScheduledRunOutcome = 'completed' | 'error';

export interface ScheduledRun {
  /** `<season label>@<due instant, ISO>`: the run's natural key. */
  id: string;
  season: string;
  /** The instant the schedule made this run due. */
  due_at: Date;
  /** The replica that holds (or held) it. */
  holder: string;
  acquired_at: Date;
  expires_at: Date;
  /** Null while it runs. */
  released_at: Date | null;
  outcome: ScheduledRunOutcome | null;
  /** The provider that answered, and whether from the network or the shipped snapshot. */
  source: FixtureSource | null;
  fetched_from: RefreshFetchedFrom | null;
  updated: number | null;
  error: string | null;
}

interface RunDocument extends Omit<ScheduledRun, 'id'> {
  _id: string;
}

const nullableDate = { type: Date, default: null };

const runSchema = new Schema<RunDocument>(
  {
    _id: { type: String, required: true },
    season: { type: String, required: true, index: true },
    due_at: { type: Date, required: true },
    holder: { type: String, required: true },
    acquired_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    released_at: nullableDate,
    outcome: { type: String, enum: ['completed', 'error', null], default: null },
    source: { type: String, default: null },
    fetched_from: { type: String, enum: ['network', 'snapshot', null], default: null },
    updated: { type: Number, default: null },
    error: { type: String, default: null },
  },
  { collection: 'scheduled_refreshes', versionKey: false },
);

/** Runs kept per season; older ones are deleted by the holder of a newer one. */
const SCHEDULED_RUNS_KEPT = 50;

export interface ReleaseOutcome {
  outcome: ScheduledRunOutcome;
  source: FixtureSource | null;
  fetched_from: RefreshFetchedFrom | null;
  updated: number | null;
  error: string | null;
}

export interface RefreshLeaseRepository {
  /** The season's latest run by acquisition, or null before its first. */
  latest(season: Season): Promise<ScheduledRun | null>;
  /**
   * Takes the lease for the run due at `dueAt`: null when another replica took this run first, or
   * when a run of the season still holds an unexpired lease.
   */
  acquire(input: { season: Season; dueAt: Date; holder: string; now: Date; leaseMs: number }): Promise<ScheduledRun | null>;
  /** Extends the holder's lease; false when it expired and a later run was taken meanwhile (stop working). */
  renew(run: ScheduledRun, now: Date, leaseMs: number): Promise<boolean>;
  release(run: ScheduledRun, outcome: ReleaseOutcome, now: Date): Promise<void>;
}

const toRun = ({ _id, ...doc }: RunDocument): ScheduledRun => ({ id: _id, ...doc });

export function createRefreshLeaseRepository(connection: Connection): RefreshLeaseRepository {
  const Runs = modelOn(connection, 'ScheduledRefresh', runSchema);
  const latest = async (season: Season) => {
    const doc = await Runs.findOne({ season: season.label }).sort({ acquired_at: -1, _id: -1 }).lean<RunDocument>();
    return doc ? toRun(doc) : null;
  };

  return {
    latest,

    async acquire({ season, dueAt, holder, now, leaseMs }) {
      const last = await latest(season);
      if (last && last.released_at === null && last.expires_at.getTime() > now.getTime()) return null;
      const run: RunDocument = {
        _id: scheduledRunId(season, dueAt),
        season: season.label,
        due_at: dueAt,
        holder,
        acquired_at: now,
        expires_at: new Date(now.getTime() + leaseMs),
        released_at: null,
        outcome: null,
        source: null,
        fetched_from: null,
        updated: null,
        error: null,
      };
      try {
        await Runs.collection.insertOne(run as never);
      } catch (error) {
        if (isDuplicateKeyError(error)) return null;
        throw error;
      }
      return toRun(run);
    },

    async renew(run, now, leaseMs) {
      const last = await latest(seasonOf(run));
      if (last && last.id !== run.id) return false;
      await Runs.updateOne({ _id: run.id }, { $set: { expires_at: new Date(now.getTime() + leaseMs) } });
      return true;
    },

    async release(run, outcome, now) {
      await Runs.updateOne({ _id: run.id }, { $set: { ...outcome, released_at: now } });
      // Keep the collection small: the holder of a released run deletes its season's oldest ones.
      const old = await Runs.find({ season: run.season }, { _id: 1 }).sort({ acquired_at: -1, _id: -1 }).skip(SCHEDULED_RUNS_KEPT).lean<{ _id: string }[]>();
      for (const doc of old) await Runs.deleteOne({ _id: doc._id });
    },
  };
}

function seasonOf(run: ScheduledRun): Season {
  return { label: run.season, year: Number(run.season.slice(0, 4)) };
}
