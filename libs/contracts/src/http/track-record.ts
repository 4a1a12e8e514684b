// The public track record (GET /api/track-record and /api/track-record/gameweek/{season}/{gameweek}):
// how the predictions the site showed did, next to a naive baseline. Two sources are never mixed:
// "live" records were sealed at kick-off from the prediction in production then; "backtest" records
// are the walk-forward predictions of matches played before the site ran.
import { z } from '../zod.ts';
import { TRACK_RECORD_ROLLING_GAMEWEEKS } from '../constants.ts';
import { outcomeSchema } from '../model.ts';
import { gameweekSchema, seasonSchema } from '../events/common.ts';
import { fixtureIdNumberSchema, kickoffSchema } from './fixtures.ts';

export const TRACK_RECORD_SOURCES = ['live', 'backtest'] as const;
export const trackRecordSourceSchema = z.enum(TRACK_RECORD_SOURCES);
export type TrackRecordSource = z.infer<typeof trackRecordSourceSchema>;

export { TRACK_RECORD_ROLLING_GAMEWEEKS };

/** Graded matches of one predictor. Percentages 0-100 with two decimals; null when there are no matches. */
export const trackRecordFiguresSchema = z.object({
  matches: z.int().min(0),
  outcome_accuracy: z.number().min(0).max(100).nullable(),
  exact_score_accuracy: z.number().min(0).max(100).nullable(),
  /** Mean ranked probability score (0 perfect), four decimals. */
  rps: z.number().min(0).nullable(),
});
export type TrackRecordFigures = z.infer<typeof trackRecordFiguresSchema>;

/** The model against the naive baseline (always a home win, 1-0, with certainty) on the same matches. */
export const trackRecordComparisonSchema = z.object({
  model: trackRecordFiguresSchema,
  baseline: trackRecordFiguresSchema,
});
export type TrackRecordComparison = z.infer<typeof trackRecordComparisonSchema>;

export const trackRecordSeasonSchema = z.object({
  season: seasonSchema,
  live: trackRecordComparisonSchema,
  backtest: trackRecordComparisonSchema,
});
export type TrackRecordSeason = z.infer<typeof trackRecordSeasonSchema>;

/** One gameweek with graded matches, in play order; the rolling figures cover it and the ones before. */
export const trackRecordGameweekPointSchema = z.object({
  season: seasonSchema,
  gameweek: gameweekSchema,
  /** `live` when any graded match of the gameweek was sealed at kick-off. */
  source: trackRecordSourceSchema,
  matches: z.int().min(0),
  outcome_accuracy: z.number().min(0).max(100),
  rolling_outcome_accuracy: z.number().min(0).max(100),
  rolling_baseline_accuracy: z.number().min(0).max(100),
});
export type TrackRecordGameweekPoint = z.infer<typeof trackRecordGameweekPointSchema>;

export const trackRecordResponseSchema = z.object({
  /** When the figures were last computed (on grading); null before anything was graded. */
  updated_at: z.iso.datetime({ offset: true }).nullable(),
  /** From this moment on every prediction is sealed at kick-off; null before the sealer first ran. */
  live_since: z.iso.datetime({ offset: true }).nullable(),
  /** Gameweeks whose every match was sealed and graded (below 1 the live record is too short to quote). */
  live_gameweeks_complete: z.int().min(0),
  live: trackRecordComparisonSchema,
  backtest: trackRecordComparisonSchema,
  seasons: z.array(trackRecordSeasonSchema),
  gameweeks: z.array(trackRecordGameweekPointSchema),
  /**
   * The configuration in production now (configurationLabel), which the backtest figures are the
   * walk-forward predictions of; null before the record was first computed.
   */
  production_configuration: z.string().min(1).nullable(),
});
export type TrackRecordResponse = z.infer<typeof trackRecordResponseSchema>;

const probability = z.number().min(0).max(1).optional();
const wholeGoals = z.number().int().min(0).optional();

/**
 * One match of a gameweek. The premium fields (exact score, probabilities and what reveals them:
 * score_correct, rps) are present only when the gameweek's premium fields are public.
 */
export const trackRecordMatchSchema = z.object({
  fixture_id: fixtureIdNumberSchema,
  kickoff: kickoffSchema,
  home_team: z.string().min(1),
  away_team: z.string().min(1),
  /** Null when no prediction was sealed or backtested for this match (yet). */
  source: trackRecordSourceSchema.nullable(),
  predicted_outcome: outcomeSchema.nullable(),
  /**
   * The configuration in production that made this prediction (configurationLabel): for a live
   * record the one it was sealed with, for a backtest the one in production now; null without a prediction.
   */
  configuration: z.string().min(1).nullable(),
  /** Live records: when the prediction was sealed and when it last changed before that. */
  sealed_at: z.iso.datetime({ offset: true }).nullable(),
  prediction_changed_at: z.iso.datetime({ offset: true }).nullable(),
  /** The final score; null until the result is in. */
  home_goals: z.int().min(0).nullable(),
  away_goals: z.int().min(0).nullable(),
  /** Null until graded. */
  outcome_correct: z.boolean().nullable(),
  display_home_goals: wholeGoals,
  display_away_goals: wholeGoals,
  prob_home_win: probability,
  prob_draw: probability,
  prob_away_win: probability,
  score_correct: z.boolean().nullable().optional(),
  rps: z.number().min(0).nullable().optional(),
});
export type TrackRecordMatch = z.infer<typeof trackRecordMatchSchema>;

export const trackRecordGameweekResponseSchema = z.object({
  season: seasonSchema,
  gameweek: gameweekSchema,
  /** True once every match has kicked off and the gameweek is no longer on sale. */
  premium_public: z.boolean(),
  matches: z.array(trackRecordMatchSchema),
  /** The gameweek's graded figures (the model and the baseline). */
  figures: trackRecordComparisonSchema,
});
export type TrackRecordGameweekResponse = z.infer<typeof trackRecordGameweekResponseSchema>;

/** GET /api/track-record/headline: every graded prediction (live and backtest), what the home page quotes. */
export const trackRecordHeadlineSchema = z.object({
  matches: z.int().min(0),
  /** Percent 0-100, two decimals; null before anything was graded. */
  outcome_accuracy: z.number().min(0).max(100).nullable(),
  baseline_outcome_accuracy: z.number().min(0).max(100).nullable(),
  production_configuration: z.string().min(1).nullable(),
});
export type TrackRecordHeadline = z.infer<typeof trackRecordHeadlineSchema>;
