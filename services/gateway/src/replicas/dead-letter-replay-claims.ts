// One replay of a dead letter at a time across every gateway replica (docs/engineering.md,
// "Gateway replicas"). The replay record in Kafka says what was replayed, but two replicas asked for
// the same letter within the same instant could both read "not yet" and both send it. A replica
// therefore first claims the letter with an insert under the letter's own `_id`
// (`<topic>/<partition>-<offset>`): the store refuses the second insert (E11000), atomically on
// MongoDB and on FerretDB v1 alike (docs/engineering.md, "Persistence"), and that replica answers
// 409. The holder replays (re-reading the replay record to its end first, so a letter replayed just
// before is refused as already replayed) and then releases the claim. A claim whose holder died
// mid-replay is taken over once it is older than CLAIM_STALE_MS.
import { type Database, isDuplicateKeyError } from '@scoreline/db';
import type { Logger } from 'pino';

export const REPLAY_CLAIMS_COLLECTION = 'dead_letter_replay_claims';
/** Far longer than a replay takes (a produce of two messages; 217 ms median, docs/benchmarks.md). */
export const CLAIM_STALE_MS = 60_000;

interface ClaimDocument {
  _id: string;
  replica: string;
  by: string;
  claimed_at: Date;
}

export type ClaimOutcome =
  | { readonly claimed: true; release(): Promise<void> }
  | { readonly claimed: false; readonly by: string; readonly claimedAt: Date };

export interface ReplayClaims {
  /** Claims the letter for one replay; `claimed: false` while another request, here or on another replica, holds it. */
  claim(letter: { topic: string; id: string; by: string }): Promise<ClaimOutcome>;
}

export interface ReplayClaimsOptions {
  /** The gateway's database (GATEWAY_DB_NAME), opened on first use. */
  database: () => Promise<Database>;
  dbName: string;
  /** This process among the replicas (logged with a claim). */
  replica: string;
  logger: Logger;
  now?: () => number;
}

export function createReplayClaims(options: ReplayClaimsOptions): ReplayClaims {
  const now = options.now ?? Date.now;
  const collection = async () =>
    (await options.database()).connection.getClient().db(options.dbName).collection<ClaimDocument>(REPLAY_CLAIMS_COLLECTION);

  return {
    async claim({ topic, id, by }) {
      const coll = await collection();
      const _id = `${topic}/${id}`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const claimedAt = new Date(now());
        try {
          await coll.insertOne({ _id, replica: options.replica, by, claimed_at: claimedAt });
          return {
            claimed: true,
            // Only this claim: a taker-over's newer claim is left alone.
            release: async () => {
              await coll.deleteOne({ _id, replica: options.replica, claimed_at: claimedAt });
            },
          };
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
        const held = await coll.findOne({ _id });
        if (!held) continue; // released meanwhile: claim again
        if (now() - held.claimed_at.getTime() < CLAIM_STALE_MS) return { claimed: false, by: held.by, claimedAt: held.claimed_at };
        options.logger.warn({ letter: _id, replica: held.replica, claimed_at: held.claimed_at }, 'taking over a stale dead-letter replay claim');
        // Deleted only as it was read: of two replicas taking over, one deletes and the other's insert is refused.
        await coll.deleteOne({ _id, replica: held.replica, claimed_at: held.claimed_at });
      }
      const held = await coll.findOne({ _id });
      return { claimed: false, by: held?.by ?? 'another gateway', claimedAt: held?.claimed_at ?? new Date(now()) };
    },
  };
}
