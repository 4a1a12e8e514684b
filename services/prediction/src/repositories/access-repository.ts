// The access read model, fed by payment.completed: which session-token hash paid for which
// gameweek, until when. One document per grant with the natural key
// "<token hash>:<season>:<gameweek>", so a redelivered event rewrites nothing and a lookup is one
// `_id` equality. Expiry is checked in code (FerretDB v1 has no TTL indexes).
import { type Connection, Schema } from 'mongoose';
import { modelOn } from '@scoreline/db';

interface GrantDocument {
  _id: string;
  token_hash: string;
  season: string;
  gameweek: number;
  granted_at: Date;
  expires_at: Date;
}

const grantSchema = new Schema<GrantDocument>(
  {
    _id: { type: String, required: true },
    token_hash: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    granted_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'access_grants', versionKey: false },
);

export interface Grant {
  token_hash: string;
  season: string;
  gameweek: number;
}

function grantKey(grant: Grant): string {
  return `${grant.token_hash}:${grant.season}:${grant.gameweek}`;
}

export interface AccessRepository {
  /** Idempotent: the first grant's times are kept. */
  grant(grant: Grant, grantedAt: Date, expiresAt: Date): Promise<void>;
  /** True when any of the hashes paid for that gameweek and its grant has not expired at `now`. */
  hasAccess(tokenHashes: readonly string[], season: string, gameweek: number, now: Date): Promise<boolean>;
  /** When the latest unexpired grant of the hashes for that gameweek ends; null when none is in force at `now`. */
  accessUntil(tokenHashes: readonly string[], season: string, gameweek: number, now: Date): Promise<Date | null>;
  isEmpty(): Promise<boolean>;
}

export function createAccessRepository(connection: Connection): AccessRepository {
  const Grants = modelOn(connection, 'AccessGrant', grantSchema);
  return {
    async grant(grant, grantedAt, expiresAt) {
      const _id = grantKey(grant);
      await Grants.collection.updateOne(
        { _id: _id as never },
        {
          $setOnInsert: {
            token_hash: grant.token_hash,
            season: grant.season,
            gameweek: grant.gameweek,
            granted_at: grantedAt,
            expires_at: expiresAt,
          },
        },
        { upsert: true },
      );
    },
    async isEmpty() {
      return (await Grants.exists({})) === null;
    },
    hasAccess: async (tokenHashes, season, gameweek, now) => (await accessUntil(tokenHashes, season, gameweek, now)) !== null,
    accessUntil,
  };

  async function accessUntil(tokenHashes: readonly string[], season: string, gameweek: number, now: Date): Promise<Date | null> {
    // One `_id` lookup per hash (at most two: header and cookie); `$in` would scan on FerretDB.
    const found = await Promise.all(
      tokenHashes.map((token_hash) =>
        Grants.findById(grantKey({ token_hash, season, gameweek }), { expires_at: 1 }).lean<Pick<GrantDocument, 'expires_at'> | null>(),
      ),
    );
    const ends = found.flatMap((doc) => (doc !== null && doc.expires_at > now ? [doc.expires_at] : []));
    return ends.length === 0 ? null : new Date(Math.max(...ends.map((d) => d.getTime())));
  }
}
