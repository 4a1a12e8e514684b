// Teams: one document per registered club that has appeared in an ingested season, keyed by its
// natural id ("arsenal-fc"), with its grounds. Every refresh writes the same content again, so
// concurrent refreshes cannot disagree (no per-season lists that two writers would both extend:
// FerretDB v1 may lose one of two concurrent updates of one document).
import { bulkWriteInBatches, modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';
import type { Club } from '../domain/clubs.ts';

interface TeamDocument {
  _id: string;
  club_number: number;
  name: string;
  short_name: string;
  tla: string;
  grounds: { name: string; city: string; from: number }[];
}

const teamSchema = new Schema<TeamDocument>(
  {
    _id: { type: String, required: true },
    club_number: { type: Number, required: true },
    name: { type: String, required: true },
    short_name: { type: String, required: true },
    tla: { type: String, required: true },
    grounds: [new Schema({ name: String, city: String, from: Number }, { _id: false })],
  },
  { collection: 'teams', versionKey: false },
);

export interface Team {
  id: string;
  club_number: number;
  name: string;
  short_name: string;
  tla: string;
  grounds: { name: string; city: string; from: number }[];
}

export interface TeamsRepository {
  /** Writes these clubs' documents; repeating it changes nothing. */
  save(clubs: readonly Club[]): Promise<void>;
  findAll(): Promise<Team[]>;
}

/** A team document as compared: key order is not kept by the store, JSON with sorted keys is. */
function normalise(doc: object | undefined): string | null {
  if (!doc) return null;
  return JSON.stringify(doc, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

export function createTeamsRepository(connection: Connection): TeamsRepository {
  const Teams = modelOn(connection, 'Team', teamSchema);
  return {
    async save(clubs) {
      const documents = clubs.map((club) => ({
        _id: club.id,
        club_number: club.number,
        name: club.name,
        short_name: club.shortName,
        tla: club.tla,
        grounds: club.grounds.map((ground) => ({ ...ground })),
      }));
      // Only the clubs that differ are written: every season refresh saves its twenty clubs, which
      // rarely change, and an upsert costs FerretDB v1 far more than reading the few dozen stored
      // (the whole collection; `_id: {$in}` would read it all anyway).
      const stored = new Map((await Teams.find({}).lean<TeamDocument[]>()).map((doc) => [doc._id, doc]));
      const changed = documents.filter((doc) => normalise(doc) !== normalise(stored.get(doc._id)));
      await bulkWriteInBatches(
        Teams,
        changed.map((replacement) => ({ replaceOne: { filter: { _id: replacement._id }, replacement, upsert: true } })),
      );
    },
    async findAll() {
      const docs = await Teams.find({}).sort({ _id: 1 }).lean<TeamDocument[]>();
      return docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
    },
  };
}
