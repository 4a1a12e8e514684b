// The prediction model's vocabulary (docs/product.md §3, §5 and §9): the six weights, the smart-rounding
// parameters and the outcome enum. The engine computes with these and the services and remotes send
// them over HTTP, so they are defined once here and nowhere else.
import { z } from './zod.ts';
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

/** Defaults for a new weight set (docs/product.md §3). Frozen so that no caller can change them for everyone. */
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

/** A predicted or actual match outcome (docs/product.md §3, predicted_outcome). */
export const OUTCOMES = ['home_win', 'away_win', 'draw'] as const;
export const outcomeSchema = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof outcomeSchema>;

// Smart rounding (docs/product.md §3 and §9). The engine README defines each parameter precisely; in short,
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

/** docs/product.md §9: draw 0.25, clear advantage 0.4 / 0.3, small advantage 0, home bias off / 0.1. */
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

// Model families (engine README, "Model families"). A model configuration names the family and its
// parameters: 'six_metric' is the product's weighted-metrics model (docs/product.md §1 and §3);
// 'dixon_coles' is the time-decayed Dixon–Coles fit, optionally blended with an Elo ordered logit.
export const MODEL_FAMILIES = ['six_metric', 'dixon_coles'] as const;
export const modelFamilySchema = z.enum(MODEL_FAMILIES);
export type ModelFamily = z.infer<typeof modelFamilySchema>;

/**
 * The Dixon–Coles parameters with their ranges and what each means, as the sandbox's create form
 * shows them; the schema below takes its bounds from here so the form and the server agree.
 */
export const DIXON_COLES_PARAMETER_FIELDS = [
  {
    key: 'time_decay_per_day',
    label: 'Time decay ξ (per day)',
    min: 0,
    max: 0.05,
    step: 0.0005,
    help: 'A match d days before the fit weighs exp(−ξ·d). 0 weighs all history equally; 0.0019 halves a match’s weight each year.',
  },
  {
    key: 'ridge',
    label: 'Ridge penalty',
    min: 0,
    max: 1000,
    step: 0.5,
    help: 'Pulls attack and defence ratings toward the average. Higher is more cautious and centres newly promoted clubs.',
  },
  {
    key: 'blend_weight',
    label: 'Elo blend weight',
    min: 0,
    max: 1,
    step: 0.05,
    help: 'Share of the Elo ordered-logit probabilities in the blend; 0 is Dixon–Coles alone, 0.3 a blend of 0.7 Dixon–Coles and 0.3 Elo.',
  },
  {
    key: 'elo_k',
    label: 'Elo K factor',
    min: 1,
    max: 100,
    step: 1,
    help: 'How far one result moves an Elo rating (used only when the blend weight is above 0).',
  },
  {
    key: 'elo_home_advantage',
    label: 'Elo home advantage (rating points)',
    min: 0,
    max: 400,
    step: 5,
    help: 'Rating points added to the home side before the Elo expectation (used only when the blend weight is above 0).',
  },
] as const;
export type DixonColesParameterKey = (typeof DIXON_COLES_PARAMETER_FIELDS)[number]['key'];

const dcRange = (key: DixonColesParameterKey) => {
  const field = DIXON_COLES_PARAMETER_FIELDS.find((f) => f.key === key) as (typeof DIXON_COLES_PARAMETER_FIELDS)[number];
  return z.number().min(field.min).max(field.max);
};

export const dixonColesParametersSchema = z.object({
  /** ξ per day: a match d days before the fit weighs exp(−ξ·d) (0.0019 ≈ a one-year half-life). */
  time_decay_per_day: dcRange('time_decay_per_day'),
  /** Ridge penalty on the attack and defence ratings. */
  ridge: dcRange('ridge'),
  /** Share of the Elo ordered-logit probabilities in the blend; 0 is Dixon–Coles alone. */
  blend_weight: dcRange('blend_weight'),
  /** Elo K factor and home advantage (rating points). */
  elo_k: dcRange('elo_k'),
  elo_home_advantage: dcRange('elo_home_advantage'),
  /**
   * Where the ridge centres a club new to the league (promoted, or back after a spell away): attack and
   * defence on the log scale. Optional so that configurations saved before they existed still parse;
   * absent means DEFAULT_PROMOTED_PRIOR (engine README, "Choosing the hyper-parameters").
   */
  promoted_attack: z.number().min(-1).max(1).optional(),
  promoted_defence: z.number().min(-1).max(1).optional(),
});
export type DixonColesParameters = z.infer<typeof dixonColesParametersSchema>;

/** Chosen on 2017-18 … 2022-23 only (engine README, "Choosing the hyper-parameters"). */
export const DEFAULT_DIXON_COLES_PARAMETERS: Readonly<DixonColesParameters> = Object.freeze({
  time_decay_per_day: 0.0025,
  ridge: 4,
  blend_weight: 0,
  elo_k: 20,
  elo_home_advantage: 60,
});

/** Accepts any subset of the parameters and fills the rest from the defaults (the sandbox's create form). */
export const dixonColesParametersInputSchema = z.object({
  time_decay_per_day: dcRange('time_decay_per_day').default(DEFAULT_DIXON_COLES_PARAMETERS.time_decay_per_day),
  ridge: dcRange('ridge').default(DEFAULT_DIXON_COLES_PARAMETERS.ridge),
  blend_weight: dcRange('blend_weight').default(DEFAULT_DIXON_COLES_PARAMETERS.blend_weight),
  elo_k: dcRange('elo_k').default(DEFAULT_DIXON_COLES_PARAMETERS.elo_k),
  elo_home_advantage: dcRange('elo_home_advantage').default(DEFAULT_DIXON_COLES_PARAMETERS.elo_home_advantage),
});
export type DixonColesParametersInput = z.input<typeof dixonColesParametersInputSchema>;

export const sixMetricModelSchema = z.object({ family: z.literal('six_metric'), weights: weightsSchema });
export const dixonColesModelSchema = z.object({ family: z.literal('dixon_coles'), parameters: dixonColesParametersSchema });
export const modelConfigurationSchema = z.discriminatedUnion('family', [sixMetricModelSchema, dixonColesModelSchema]);
export type SixMetricModel = z.infer<typeof sixMetricModelSchema>;
export type DixonColesModel = z.infer<typeof dixonColesModelSchema>;
export type ModelConfiguration = z.infer<typeof modelConfigurationSchema>;

/** A configuration as a create form sends it: Dixon–Coles parameters left out take the defaults. */
export const modelConfigurationInputSchema = z.discriminatedUnion('family', [
  sixMetricModelSchema,
  z.object({ family: z.literal('dixon_coles'), parameters: dixonColesParametersInputSchema.prefault({}) }),
]);
export type ModelConfigurationInput = z.input<typeof modelConfigurationInputSchema>;

/** What each family is called on the admin screens. */
export const MODEL_FAMILY_LABELS: Readonly<Record<ModelFamily, string>> = Object.freeze({
  six_metric: 'Six-metric',
  dixon_coles: 'Dixon–Coles',
});

/**
 * The configuration a stored weight set (or experiment) stands for: its `model` when it names one,
 * else the six-metric model of its weights (sets stored before families existed have no `model`).
 */
export function modelOfWeights(item: { weights: Weights; model?: ModelConfiguration | undefined }): ModelConfiguration {
  return item.model ?? { family: 'six_metric', weights: { ...item.weights } };
}

// Rounding modes (engine README, "Rounding"): 'smart' applies the smart-rounding parameters
// (docs/product.md §3, "Rounding configuration"); 'most_probable' ignores them and shows the most
// probable outcome with the most probable score within it.
export const ROUNDING_MODES = ['smart', 'most_probable'] as const;
export const roundingModeSchema = z.enum(ROUNDING_MODES);
export type RoundingModeKind = z.infer<typeof roundingModeSchema>;
export const ROUNDING_MODE_LABELS: Readonly<Record<RoundingModeKind, string>> = Object.freeze({
  smart: 'Smart rounding',
  most_probable: 'Most probable',
});

/**
 * The name both libraries give the original choices: the six-metric model with the
 * default weights (a weight set) and smart rounding with the default parameters (a rounding
 * configuration). Production does not start on them (docs/product.md, "Where we differ":
 * production starts on the best configuration we measured), but either is one promotion away.
 */
export const SPECIFICATION_DEFAULTS_NAME = 'Specification defaults';

/**
 * How the public pages name a configuration in production (the track record states it for every
 * prediction): the model and the rounding that showed it, e.g. 'Dixon–Coles + Elo blend (30 % Elo),
 * most-probable rounding'.
 */
export function configurationLabel(model: ModelConfiguration, roundingMode: RoundingModeKind): string {
  const modelText =
    model.family === 'six_metric'
      ? 'Six-metric model'
      : model.parameters.blend_weight > 0
        ? `Dixon–Coles + Elo blend (${Math.round(model.parameters.blend_weight * 100)} % Elo)`
        : 'Dixon–Coles';
  return `${modelText}, ${roundingMode === 'most_probable' ? 'most-probable rounding' : 'smart rounding'}`;
}

// What the fixture page's "How We Calculate This" note shows for one prediction (premium: only with
// access): every input of the model that produced the numbers, and the rounding that turned them into
// the shown outcome and score. Six-metric: the fixture's eight metric values and the six weights (the
// page does the weighted sums and the normalisation). Dixon–Coles: both clubs' ratings (log scale:
// attack > 0 scores more than average, defence > 0 concedes more), the league level μ, the home
// advantage used for this match, the dependence ρ, the time decay, and for a blend the Elo
// probabilities and the Dixon–Coles ones they were blended with.
const outcomeTripleSchema = z.object({ home: z.number(), draw: z.number(), away: z.number() });

/** The rounding behind a shown outcome and score: smart rounding with its parameters, or a named mode. */
export const roundingExplanationSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('smart'), parameters: roundingParametersSchema }),
  z.object({ mode: z.literal('most_probable') }),
  z.object({ mode: z.literal('whole_score') }),
]);
export type RoundingExplanation = z.infer<typeof roundingExplanationSchema>;

export const sixMetricExplanationSchema = z.object({
  family: z.literal('six_metric'),
  weights: weightsSchema,
  /** H1, H2, H3, H4, A1, A2, H3_away, H4_away (engine README, "Metrics"). */
  metrics: z.record(z.string(), z.number()),
  rounding: roundingExplanationSchema,
});
export const dixonColesExplanationSchema = z.object({
  family: z.literal('dixon_coles'),
  home_attack: z.number().nullable(),
  home_defence: z.number().nullable(),
  away_attack: z.number().nullable(),
  away_defence: z.number().nullable(),
  /** The home advantage this match was predicted with (a match without a crowd has its own). */
  home_advantage: z.number().nullable(),
  mu: z.number().nullable(),
  rho: z.number(),
  /** ξ: a match d days before the fit weighed exp(−ξ·d). */
  time_decay_per_day: z.number().min(0),
  fitted_at: z.string().nullable(),
  matches_used: z.number().int().min(0),
  blend_weight: z.number().min(0).max(1),
  /** The Dixon–Coles probabilities alone (before any blend). */
  dixon_coles: outcomeTripleSchema,
  elo: outcomeTripleSchema.nullable(),
  rounding: roundingExplanationSchema,
});
export const modelExplanationSchema = z.discriminatedUnion('family', [sixMetricExplanationSchema, dixonColesExplanationSchema]);
export type SixMetricExplanation = z.infer<typeof sixMetricExplanationSchema>;
export type DixonColesExplanation = z.infer<typeof dixonColesExplanationSchema>;
export type ModelExplanation = z.infer<typeof modelExplanationSchema>;
