// Gameweek list payloads (docs/product.md §3 "Fixture (gameweek list)" and "Gameweek response",
// §7 GET /api/fixtures/gameweek/current). The catalog service answers with exactly this
// shape and the predictions remote parses what it receives with it.
import { z } from '../zod.ts';
import { outcomeSchema } from '../model.ts';
import { gameweekSchema, seasonSchema } from '../events/common.ts';

/**
 * Fixture ids travel as JSON numbers over HTTP: the fixture page route parameter must parse as a
 * number (docs/product.md §5) and create-session sends an integer. The same id is a decimal string in
 * events and documents (events/common.ts `fixtureIdSchema`); both fit a JS number exactly.
 */
export const fixtureIdNumberSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Kick-off as an ISO 8601 date-time with an offset or Z, e.g. '2026-08-22T14:00:00Z'. */
export const kickoffSchema = z.iso.datetime({ offset: true });

export const gameweekFixtureSchema = z.object({
  fixture_id: fixtureIdNumberSchema,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  date: kickoffSchema,
  /** Optional: neither data source knows venues yet. */
  venue: z.string().nullable().optional(),
  /** Null while the fixture has no prediction, or while it is still being computed. */
  predicted_outcome: outcomeSchema.nullable(),
  has_prediction: z.boolean(),
});
export type GameweekFixture = z.infer<typeof gameweekFixtureSchema>;

export const gameweekInfoSchema = z.object({
  current_gameweek: gameweekSchema,
  season: seasonSchema,
});
export type GameweekInfo = z.infer<typeof gameweekInfoSchema>;

/**
 * Results older than the clock says they should be: a match of the live season kicked off more than
 * three hours ago and still has no result (the catalog's refresh is late, or the provider is). The
 * home page says so in one line, the admin panel as a warning beside its refresh button.
 */
export const resultsStalenessSchema = z.object({
  season: seasonSchema,
  /** Matches of the season past kick-off plus three hours without a result. */
  overdue_matches: z.int().min(1),
  /** The kick-off of the season's latest match with a result; null when none has one yet. */
  last_result_at: kickoffSchema.nullable(),
  /** That match's gameweek: the predictions use results up to it. */
  results_up_to_gameweek: gameweekSchema.nullable(),
});
export type ResultsStaleness = z.infer<typeof resultsStalenessSchema>;

/**
 * GET /api/fixtures/gameweek/current: the gameweek on sale and those of its fixtures that have not
 * kicked off yet (a kicked-off match is never sold). `gameweek_info` is null when no gameweek is
 * known (the page then reads 'Upcoming Fixtures'); `staleness` is null while results are on time.
 */
export const gameweekResponseSchema = z.object({
  fixtures: z.array(gameweekFixtureSchema),
  gameweek_info: gameweekInfoSchema.nullable(),
  staleness: resultsStalenessSchema.nullable(),
});
export type GameweekResponse = z.infer<typeof gameweekResponseSchema>;
