// The `data` schema of every topic in docs/product.md's event table. Payloads carry exactly
// what their consumers need today; add optional fields here when a consumer needs more (the
// consumers strip what they do not know, so additions need no version bump).
import { z } from '../zod.ts';
import { modelConfigurationSchema, outcomeSchema, roundingModeSchema, roundingParametersSchema, weightsSchema } from '../model.ts';
import { entityIdSchema, fixtureNaturalIdSchema, gameweekSchema, seasonSchema } from './common.ts';
import { fixtureRecordSchema } from './fixture.ts';

const count = z.int().min(0);

// The providers the catalog ingests from (docs/product.md, Architecture: "Data").
export const fixtureSourceSchema = z.enum(['openfootball', 'football-data']);
export type FixtureSource = z.infer<typeof fixtureSourceSchema>;

export const fixturesRefreshRequestedSchema = z.object({
  season: seasonSchema,
  source: fixtureSourceSchema,
});

// One batch of a season's fixtures; a season arrives as several of these, each one complete
// for the fixtures it carries, so consumers upsert them independently.
export const fixturesUpsertedSchema = z
  .object({
    season: seasonSchema,
    fixtures: z.array(fixtureRecordSchema).min(1),
  })
  .refine((d) => d.fixtures.every((f) => f.season === d.season), {
    message: 'every fixture belongs to the batch season',
    path: ['fixtures'],
  });

export const fixturesRefreshedSchema = z
  .object({
    season: seasonSchema,
    source: fixtureSourceSchema,
    total: count,
    processed: count,
    updated: count,
    skipped: count,
  })
  .refine((d) => d.updated + d.skipped <= d.processed && d.processed <= d.total, {
    message: 'counts must satisfy updated + skipped <= processed <= total',
  });

export const recalculationReasonSchema = z.enum([
  'admin_request',
  'fixtures_refreshed',
  'weights_promoted',
  'rounding_promoted',
  'migration',
]);
export type RecalculationReason = z.infer<typeof recalculationReasonSchema>;

export const predictionsRecalculationRequestedSchema = z.object({
  seasons: z.array(seasonSchema).min(1),
  reason: recalculationReasonSchema,
});

// has_prediction and predicted_outcome must agree, so the gameweek list never shows an
// outcome badge for a fixture that has no prediction.
export const fixturePredictionSummarySchema = z
  .object({
    fixture_id: fixtureNaturalIdSchema,
    predicted_outcome: outcomeSchema.nullable(),
    has_prediction: z.boolean(),
  })
  .refine((p) => p.has_prediction === (p.predicted_outcome !== null), {
    message: 'predicted_outcome is set exactly when has_prediction is true',
    path: ['predicted_outcome'],
  });
export type FixturePredictionSummary = z.infer<typeof fixturePredictionSummarySchema>;

export const predictionsUpdatedSchema = z.object({
  season: seasonSchema,
  predictions: z.array(fixturePredictionSummarySchema).min(1),
});

export const weightsPromotedSchema = z.object({
  weight_set_id: entityIdSchema,
  name: z.string().min(1),
  /** The set's six-metric weights (what GET /api/weights answers). */
  weights: weightsSchema,
  /**
   * The model production predicts with. Absent (older producers) or 'six_metric': the weights above.
   * 'dixon_coles': the Dixon–Coles family with these parameters; the weights stay stored beside it.
   */
  model: modelConfigurationSchema.optional(),
});

export const roundingPromotedSchema = z.object({
  config_id: entityIdSchema,
  name: z.string().min(1),
  parameters: roundingParametersSchema,
  /** Absent (older producers) or 'smart': smart rounding with the parameters; 'most_probable' ignores them. */
  mode: roundingModeSchema.optional(),
});

// The token itself never leaves the payment service; the prediction service stores the hash
// and hashes the X-Session-Token it receives. SHA-256 as lowercase hex. `expires_at` is when the
// token (and so the access it buys) expires; optional because events published before it existed
// lack it, and consumers then fall back to the event's time plus the 7-day session lifetime.
export const paymentCompletedSchema = z.object({
  token_hash: z.string().regex(/^[0-9a-f]{64}$/, 'token_hash must be a lowercase hex SHA-256'),
  season: seasonSchema,
  gameweek: gameweekSchema,
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

export const matrixScopeSchema = z
  .object({
    seasons: z.array(seasonSchema).min(1),
    gameweek_start: gameweekSchema,
    gameweek_end: gameweekSchema,
  })
  .refine((s) => s.gameweek_start <= s.gameweek_end, {
    message: 'gameweek_start must not be after gameweek_end',
    path: ['gameweek_end'],
  });

export const matrixCombinationRequestedSchema = z.object({
  job_id: entityIdSchema,
  index: z.int().min(0),
  /** `model` names another family (Dixon–Coles); absent: the six-metric model of `weights`. */
  weight_set: z.object({ id: entityIdSchema, name: z.string().min(1), weights: weightsSchema, model: modelConfigurationSchema.optional() }),
  rounding_config: z.object({
    id: entityIdSchema,
    name: z.string().min(1),
    parameters: roundingParametersSchema,
    mode: roundingModeSchema.optional(),
  }),
  scope: matrixScopeSchema,
});

// Counts rather than percentages, so the aggregator can sum and compare without rounding.
// A combination the worker could not evaluate after its retries (it then goes to the dead-letter
// topic) is reported with `error` instead of `metrics`, so the job fails with that error and can be
// resumed; version-1 events without `error` still parse.
const matrixMetricsSchema = z
  .object({
    total_fixtures: count,
    correct_outcomes: count,
    correct_scores: count,
  })
  .refine((m) => m.correct_scores <= m.correct_outcomes && m.correct_outcomes <= m.total_fixtures, {
    message: 'metrics must satisfy correct_scores <= correct_outcomes <= total_fixtures',
  });

export const matrixCombinationCompletedSchema = z
  .object({
    job_id: entityIdSchema,
    index: z.int().min(0),
    weight_set_id: entityIdSchema,
    weight_set_name: z.string().min(1),
    rounding_config_id: entityIdSchema,
    rounding_config_name: z.string().min(1),
    metrics: matrixMetricsSchema.optional(),
    error: z.string().min(1).optional(),
  })
  .refine((d) => (d.metrics === undefined) !== (d.error === undefined), {
    message: 'a completed combination has either metrics or an error',
    path: ['metrics'],
  });

// The experiment service's weight sets, all of them, after every change (create, delete, promote).
// A snapshot rather than a change: the last one received is the whole truth, so consumers replace
// their copy and need no ordering beyond the topic's single key. The prediction service keeps it to
// answer compare-sandbox-production/{weight set name} for any sandbox set.
export const weightSetsChangedSchema = z.object({
  weight_sets: z.array(
    z.object({
      id: entityIdSchema,
      name: z.string().min(1),
      weights: weightsSchema,
      status: z.enum(['sandbox', 'promoted']),
    }),
  ),
});
