// A counter in the store that stays exact under concurrent writers on FerretDB v1 (docs/engineering.md,
// "Persistence"): an update there reads, changes and writes the whole document back without a lock,
// so of two `$inc`s of one document at the same moment one is lost. Here a counter is a log of
// inserts instead: entry `seq` (its `_id` the counter's name and `seq` zero-padded) holds the value
// after that change, and a change inserts entry `seq + 1` on top of the newest it read. An insert of
// a new `_id` is atomic there as on MongoDB, so of two changes made on top of the same entry one is
// refused with E11000 and is made again on top of the other: every change counts once, and the
// value only grows. Old entries are deleted now and then (the newest KEPT_ENTRIES stay), so a read
// touches a few small documents.
import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from './errors.ts';

export interface StoredCounter {
  /** The counter's value (0 before its first change). */
  value(): Promise<number>;
  /** Adds `amount` (default 1) and returns the new value; exact whatever else adds at the same moment. */
  add(amount?: number): Promise<number>;
}

interface CounterEntry {
  _id: string;
  counter: string;
  seq: number;
  value: number;
}

/**
 * Entries kept below the newest. A change stalled between reading the newest entry and inserting the
 * next for longer than this many other changes could insert below the head and be lost; that many
 * changes within one round trip does not happen here.
 */
const KEPT_ENTRIES = 200;
/** Old entries are deleted when `seq` is a multiple of this. */
const PRUNE_EVERY = 50;
/** The longest wait after the first refusal, in ms (times the attempt's number after later ones). */
const BACKOFF_MS = 10;
/** Changes refused by others before giving up (each refusal means another change landed). */
const MAX_ATTEMPTS = 100;

export function createStoredCounter(connection: Connection, collectionName: string, name: string): StoredCounter {
  const entries = () => connection.collection<CounterEntry>(collectionName);
  const entryId = (seq: number) => `${name}#${String(seq).padStart(12, '0')}`;
  const newest = async (): Promise<CounterEntry | null> =>
    (await entries().find({ counter: name }).sort({ seq: -1 }).limit(1).toArray())[0] ?? null;

  return {
    async value() {
      return (await newest())?.value ?? 0;
    },
    async add(amount = 1) {
      for (let attempt = 1; ; attempt += 1) {
        const head = await newest();
        const seq = (head?.seq ?? 0) + 1;
        const value = (head?.value ?? 0) + amount;
        try {
          await entries().insertOne({ _id: entryId(seq), counter: name, seq, value });
        } catch (error) {
          if (!isDuplicateKeyError(error) || attempt >= MAX_ATTEMPTS) throw error;
          // Another change landed first: wait a random moment, longer each time, so that many
          // changes at once take turns rather than all reading and colliding again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_MS * attempt));
          continue;
        }
        if (seq % PRUNE_EVERY === 0) void entries().deleteMany({ counter: name, seq: { $lte: seq - KEPT_ENTRIES } }).catch(() => undefined);
        return value;
      }
    },
  };
}
