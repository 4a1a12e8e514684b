// The prediction model's vocabulary (spec sections 3, 5 and 9): the six weights, the smart-rounding
// parameters and the outcome enum. The engine computes with these and the services and remotes send
// them over HTTP, so they are defined once here and nowhere else.
import { z } from 'zod';
import { WEIGHT_MAX, WEIGHT_MIN, WEIGHT_NAMES } from './constants.ts';

// Defined without zod in constants.ts so the admin screens can import them; offered here too.
export { WEIGHT_DESCRIPTIONS, WEIGHT_MAX, WEIGHT_MIN, WEIGHT_NAMES, WEIGHT_STEP } from './constants.ts';
export const weightNameSchema = z.enum(WEIGHT_NAMES);
export type WeightName = z.infer<typeof weightNameSchema>;

export const weightValueSchema = z.number().min(WEIGHT_MIN).max(WEIGHT_MAX);

// Plain z.object (unknown keys stripped, not rejected) so a stored document with extra fields still parses.
export const weightsSchema = z.object({
  H1: weightValueSchema,
  H2: weightValueSchema,
  H3: weightValueSchema,
  H4: weightValueSchema,
  A1: weightValueSchema,
  A2: weightValueSchema,
});
export type Weights = z.infer<typeof weightsSchema>;

/** Defaults for a new weight set (spec section 3). Frozen so that no caller can change them for everyone. */
export const DEFAULT_WEIGHTS: Readonly<Weights> = Object.freeze({
  H1: 0.4,
  H2: 0.2,
  H3: 0.1,
  H4: 0.1,
  A1: 0.4,
  A2: 0.2,
});

/** Accepts any subset of the weights and fills the rest from DEFAULT_WEIGHTS (e.g. a create form). */
export const weightsInputSchema = z.object({
  H1: weightValueSchema.default(DEFAULT_WEIGHTS.H1),
  H2: weightValueSchema.default(DEFAULT_WEIGHTS.H2),
  H3: weightValueSchema.default(DEFAULT_WEIGHTS.H3),
  H4: weightValueSchema.default(DEFAULT_WEIGHTS.H4),
  A1: weightValueSchema.default(DEFAULT_WEIGHTS.A1),
  A2: weightValueSchema.default(DEFAULT_WEIGHTS.A2),
});
export type WeightsInput = z.input<typeof weightsInputSchema>;

/** A predicted or actual match outcome (spec section 3, predicted_outcome). */
export const OUTCOMES = ['home_win', 'away_win', 'draw'] as const;
export const outcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof outcomeSchema>;

// Smart rounding (spec sections 3 and 9). The engine README defines each parameter precisely; in short,
// with d = (home raw goals + home bias) - away raw goals:
//   |d| < draw_threshold                       -> draw
//   draw_threshold <= |d| < clear_adv_threshold -> the favourite wins, its raw goals + small_advantage_adjustment
//   |d| >= clear_advantage_threshold            -> the favourite wins, its raw goals + clear_advantage_adjustment
// All are measured in goals, so they are non-negative and, realistically, a few goals at most.
const goalsAmountSchema = z.number().min(0).max(5);

export const roundingParametersSchema = z.object({
  draw_threshold: goalsAmountSchema,
  clear_advantage_threshold: goalsAmountSchema,
  clear_advantage_adjustment: goalsAmountSchema,
  small_advantage_adjustment: goalsAmountSchema,
  home_bias_enabled: z.boolean(),
  home_bias_amount: goalsAmountSchema,
});
export type RoundingParameters = z.infer<typeof roundingParametersSchema>;

/** Spec section 9: draw 0.25, clear advantage 0.4 / 0.3, small advantage 0, home bias off / 0.1. */
export const DEFAULT_ROUNDING_PARAMETERS: Readonly<RoundingParameters> = Object.freeze({
  draw_threshold: 0.25,
  clear_advantage_threshold: 0.4,
  clear_advantage_adjustment: 0.3,
  small_advantage_adjustment: 0,
  home_bias_enabled: false,
  home_bias_amount: 0.1,
});

/** Accepts any subset of the parameters and fills the rest from the defaults (the create-config form). */
export const roundingParametersInputSchema = z.object({
  draw_threshold: goalsAmountSchema.default(DEFAULT_ROUNDING_PARAMETERS.draw_threshold),
  clear_advantage_threshold: goalsAmountSchema.default(DEFAULT_ROUNDING_PARAMETERS.clear_advantage_threshold),
  clear_advantage_adjustment: goalsAmountSchema.default(DEFAULT_ROUNDING_PARAMETERS.clear_advantage_adjustment),
  small_advantage_adjustment: goalsAmountSchema.default(DEFAULT_ROUNDING_PARAMETERS.small_advantage_adjustment),
  home_bias_enabled: z.boolean().default(DEFAULT_ROUNDING_PARAMETERS.home_bias_enabled),
  home_bias_amount: goalsAmountSchema.default(DEFAULT_ROUNDING_PARAMETERS.home_bias_amount),
});
export type RoundingParametersInput = z.input<typeof roundingParametersInputSchema>;
