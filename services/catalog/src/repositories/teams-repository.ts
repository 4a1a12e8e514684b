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

export function createTeamsRepository(connection: Connection): TeamsRepository {
  const Teams = modelOn(connection, 'Team', teamSchema);
  return {
    async save(clubs) {
      await bulkWriteInBatches(
        Teams,
        clubs.map((club) => ({
          replaceOne: {
            filter: { _id: club.id },
            replacement: {
              _id: club.id,
              club_number: club.number,
              name: club.name,
              short_name: club.shortName,
              tla: club.tla,
              grounds: club.grounds.map((ground) => ({ ...ground })),
            },
            upsert: true,
          },
        })),
      );
    },
    async findAll() {
      const docs = await Teams.find({}).sort({ _id: 1 }).lean<TeamDocument[]>();
      return docs.map(({ _id, ...rest }) => ({ id: _id, ...rest }));
    },
  };
}
