// Fixture page payload (docs/product.md §3 "Prediction response / fixture page data", §7
// GET /api/prediction/{fixtureId}). The prediction service answers with exactly this shape.
// Premium fields are optional and nullable: without access the server leaves them out, so the
// paid numbers never reach a browser that has not paid.
import { z } from '../zod.ts';
import { modelExplanationSchema, outcomeSchema } from '../model.ts';
import { gameweekSchema, seasonSchema } from '../events/common.ts';
import { fixtureIdNumberSchema, kickoffSchema } from './fixtures.ts';

/** A prediction's outcome as the fixture page receives it; the page shows 'Prediction pending' (grey) for 'unknown'. */
export const predictionOutcomeSchema = z.union([outcomeSchema, z.literal('unknown')]);
export type PredictionOutcome = z.infer<typeof predictionOutcomeSchema>;

const probability = z.number().min(0).max(1).nullable().optional();
const wholeGoals = z.number().int().min(0).nullable().optional();
const rawGoals = z.number().min(0).nullable().optional();

export const predictionResponseSchema = z.object({
  fixture_id: fixtureIdNumberSchema,
  season: seasonSchema,
  gameweek: gameweekSchema,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  /** Null when the kick-off is not known yet; the page shows 'TBD'. */
  date: kickoffSchema.nullable(),
  venue: z.string().nullable().optional(),
  predicted_outcome: predictionOutcomeSchema,
  has_prediction: z.boolean(),
  /** True when the visitor's session token covers this fixture's gameweek. */
  has_access: z.boolean(),
  /** False means the probabilities are visible (docs/product.md §4 "Fixture access"). */
  locked: z.boolean(),
  /** Fractions 0-1, present when not locked. */
  prob_home_win: probability,
  prob_draw: probability,
  prob_away_win: probability,
  /** Whole goals shown as the exact score, present with access. */
  display_home_goals: wholeGoals,
  display_away_goals: wholeGoals,
  /** Raw model goals before rounding, present with access. */
  predicted_home_goals: rawGoals,
  predicted_away_goals: rawGoals,
  /** The model in production for this prediction and its numbers for the match, present with access. */
  model: modelExplanationSchema.nullable().optional(),
});
export type PredictionResponse = z.infer<typeof predictionResponseSchema>;

/** One fixture of a gameweek as the home page's card shows it: the outcome for everyone, the exact score and probabilities with access. */
export const gameweekPredictionSchema = z.object({
  fixture_id: fixtureIdNumberSchema,
  /** Null while the fixture has no prediction. */
  predicted_outcome: outcomeSchema.nullable(),
  has_prediction: z.boolean(),
  display_home_goals: wholeGoals,
  display_away_goals: wholeGoals,
  prob_home_win: probability,
  prob_draw: probability,
  prob_away_win: probability,
});
export type GameweekPrediction = z.infer<typeof gameweekPredictionSchema>;

/**
 * GET /api/prediction/gameweek/{season}/{gameweek}: a gameweek's predictions for the visitor's
 * session. With access (a session token that paid for the gameweek and has not expired) every
 * prediction carries its exact score and probabilities, and `access_expires_at` says until when;
 * without, the premium fields are left out, as GET /api/prediction/{fixtureId} does.
 */
export const gameweekPredictionsResponseSchema = z.object({
  season: seasonSchema,
  gameweek: gameweekSchema,
  has_access: z.boolean(),
  access_expires_at: z.iso.datetime({ offset: true }).nullable(),
  predictions: z.array(gameweekPredictionSchema),
});
export type GameweekPredictionsResponse = z.infer<typeof gameweekPredictionsResponseSchema>;
