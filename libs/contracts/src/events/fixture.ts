// A fixture as it travels on fixtures.upserted: the catalog's record of one match, with its
// result once played. Read models in other services are rebuilt from these, so the shape is
// complete rather than a diff.
import { z } from '../zod.ts';
import { fixtureNaturalIdSchema, gameweekSchema, seasonSchema, teamRefSchema } from './common.ts';

export const fixtureStatusSchema = z.enum(['scheduled', 'in_play', 'finished', 'postponed', 'cancelled']);
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;

const goalsSchema = z.int().min(0).nullable();
/** Decimal odds: a price always pays back more than the stake. */
const decimalOddsSchema = z.number().gt(1).optional();

export const fixtureRecordSchema = z
  .object({
    id: fixtureNaturalIdSchema,
    season: seasonSchema,
    gameweek: gameweekSchema,
    kickoff: z.iso.datetime({ offset: true }),
    home_team: teamRefSchema,
    away_team: teamRefSchema,
    // Neither data source gives venues today (data README, "Known gaps"), hence nullable.
    venue: z.string().min(1).nullable(),
    status: fixtureStatusSchema,
    home_goals: goalsSchema,
    away_goals: goalsSchema,
    // The match's id at each provider it was seen at; openfootball has no ids of its own, so
    // the ingestion derives a stable one, football-data.org numbers its matches.
    provider_ids: z.object({
      openfootball: z.string().min(1).optional(),
      football_data: z.int().positive().optional(),
    }),
    // The market's closing odds (home, draw, away), when the deployment has an odds source
    // (catalog CATALOG_ODDS_DIR). Admin-only data: they benchmark the model and are never sent to
    // visitors.
    odds_home: decimalOddsSchema,
    odds_draw: decimalOddsSchema,
    odds_away: decimalOddsSchema,
  })
  .refine((f) => f.home_team.name !== f.away_team.name, {
    message: 'a team cannot play itself',
    path: ['away_team'],
  })
  .refine((f) => (f.home_goals === null) === (f.away_goals === null), {
    message: 'home_goals and away_goals are both set or both null',
    path: ['away_goals'],
  })
  .refine((f) => [f.odds_home, f.odds_draw, f.odds_away].filter((o) => o === undefined).length % 3 === 0, {
    message: 'the three closing odds are all set or all absent',
    path: ['odds_home'],
  })
  .refine((f) => f.status !== 'finished' || f.home_goals !== null, {
    message: 'a finished fixture has a score',
    path: ['home_goals'],
  })
  .refine((f) => f.home_goals === null || f.status === 'finished' || f.status === 'in_play', {
    message: 'only a finished or in-play fixture has a score',
    path: ['status'],
  });
export type FixtureRecord = z.infer<typeof fixtureRecordSchema>;
