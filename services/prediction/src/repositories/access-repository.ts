// The access read model, fed by payment.completed: which session-token hash paid for which
// gameweek. One document per grant with the natural key "<token hash>:<season>:<gameweek>", so a
// redelivered event rewrites nothing and a lookup is one `_id` equality.
import { type Connection, Schema } from 'mongoose';
import { modelOn } from './model-on.ts';

interface GrantDocument {
  _id: string;
  token_hash: string;
  season: string;
  gameweek: number;
  granted_at: Date;
}

const grantSchema = new Schema<GrantDocument>(
  {
    _id: { type: String, required: true },
    token_hash: { type: String, required: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    granted_at: { type: Date, required: true },
  },
  { collection: 'access_grants', versionKey: false },
);

export interface Grant {
  token_hash: string;
  season: string;
  gameweek: number;
}

export function grantKey(grant: Grant): string {
  return `${grant.token_hash}:${grant.season}:${grant.gameweek}`;
}

export interface AccessRepository {
  /** Idempotent: the first grant's time is kept. */
  grant(grant: Grant, at: Date): Promise<void>;
  /** True when any of the hashes paid for that gameweek. */
  hasAccess(tokenHashes: readonly string[], season: string, gameweek: number): Promise<boolean>;
}

export function createAccessRepository(connection: Connection): AccessRepository {
  const Grants = modelOn(connection, 'AccessGrant', grantSchema);
  return {
    async grant(grant, at) {
      const _id = grantKey(grant);
      await Grants.collection.updateOne(
        { _id: _id as never },
        { $setOnInsert: { token_hash: grant.token_hash, season: grant.season, gameweek: grant.gameweek, granted_at: at } },
        { upsert: true },
      );
    },
    async hasAccess(tokenHashes, season, gameweek) {
      // One `_id` lookup per hash (at most two: header and cookie); `$in` would scan on FerretDB.
      const found = await Promise.all(
        tokenHashes.map((token_hash) => Grants.exists({ _id: grantKey({ token_hash, season, gameweek }) })),
      );
      return found.some((doc) => doc !== null);
    },
  };
}
