// The one definition of every HTTP operation of the public and admin API (docs/engineering.md, "HTTP
// operations and the OpenAPI document"): method, path,
// who may call it, the schemas of its path parameters, query, body and answer, and every status it
// can give. The services mount their routes at `route` and parse with `params`/`query`/`body`; the
// gateway generates the OpenAPI document from the same entries (services/gateway/src/openapi.ts), so
// the document cannot say something the routes do not do.
import { z } from '../zod.ts';
import { BLOG_CATEGORY_QUERY_PATTERN, blogPostListResponseSchema, blogPostResponseSchema, blogSlugSchema } from './blog.ts';
import { adminLoginRequestSchema, adminTokenResponseSchema } from './auth.ts';
import {
  fixtureDiagnosticsSchema,
  progressiveSampleSchema,
  refreshAcceptedSchema,
  refreshStatusSchema,
  seasonCompletenessSchema,
  seasonYearKeySchema,
} from './catalog.ts';
import { healthAnswerSchema } from './common.ts';
import {
  batchTestDiagnosticSchema,
  batchWeightTestResponseSchema,
  compareExperimentsRequestSchema,
  comparisonResultSchema,
  createExperimentRequestSchema,
  createRoundingConfigRequestSchema,
  createWeightSetRequestSchema,
  deletedResponseSchema,
  experimentDetailSchema,
  experimentSchema,
  experimentsResponseSchema,
  progressiveBacktestDetailedSchema,
  progressiveBacktestRequestSchema,
  progressiveBacktestResultSchema,
  promoteRoundingConfigResponseSchema,
  promoteWeightSetResponseSchema,
  roundingBatchResponseSchema,
  roundingConfigSchema,
  roundingConfigsResponseSchema,
  weightSetSchema,
  weightSetsResponseSchema,
} from './experiment.ts';
import {
  matrixDiagnosticSchema,
  matrixHistoryResponseSchema,
  matrixJobSchema,
  matrixResultSchema,
  resumeMatrixJobResponseSchema,
  startMatrixTestResponseSchema,
} from './cross-sandbox.ts';
import { gameweekResponseSchema } from './fixtures.ts';
import {
  createCheckoutSessionRequestSchema,
  createCheckoutSessionResponseSchema,
  sessionActivationRequestSchema,
  sessionActivationResponseSchema,
} from './payment.ts';
import { sessionStatusResponseSchema, webhookAcknowledgementSchema } from './payment-admin.ts';
import { gameweekPredictionsResponseSchema, predictionResponseSchema } from './prediction.ts';
import {
  accuracyResultSchema,
  calibrationResponseSchema,
  gameweekPreviewSchema,
  migrationCheckSchema,
  migrationResultSchema,
  predictionSampleSchema,
  productionAccuracyBreakdownSchema,
  qualityDiagnosticsSchema,
  recalculationAcceptedSchema,
  recalculationResultSchema,
  recalculationStatusSchema,
  sandboxComparisonSchema,
  smartRoundingValidationSchema,
  updateOutcomesResultSchema,
  weightUpdateRequestSchema,
} from './prediction-admin.ts';
import { weightsSchema } from '../model.ts';
import { trackRecordGameweekResponseSchema, trackRecordHeadlineSchema, trackRecordResponseSchema } from './track-record.ts';
import { entityIdSchema, fixtureNaturalIdSchema, gameweekSchema, SEASON_LABEL_PATTERN, seasonSchema } from '../events/common.ts';
import { REQUEST_ID_PATTERN, SESSION_TOKEN_HEADER } from '../constants.ts';
import { deadLetterIdSchema } from '../events/dead-letter.ts';
import { eventTopicNames } from '../events/topics.ts';
import { DEAD_LETTERS_PAGE_MAX, deadLetterReplayResponseSchema, deadLettersPageSchema, eventStreamsResponseSchema } from './event-streams.ts';

/** `none`: public; `bearer`: an admin JWT; `admin`: an admin JWT or `?admin_password=` (docs/product.md §6). */
export type OperationAuth = 'none' | 'bearer' | 'admin';
export type OperationMethod = 'get' | 'post' | 'delete';
export type SuccessStatus = 200 | 201 | 202;
/** The error statuses an operation may declare beyond those derived from its shape (see `errorStatusesOf`). */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 422;
export type ErrorStatus = DeclaredErrorStatus | 413 | 415 | 429 | 503;

export interface OperationDefinition {
  readonly method: OperationMethod;
  /** OpenAPI path template: `/api/prediction/{fixtureId}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: OperationAuth;
  /** Path parameters, each with the schema the route parses it with. */
  readonly params?: z.ZodObject;
  /** A value of each path parameter that its schema accepts (the document's examples). */
  readonly examples?: Readonly<Record<string, string | number>>;
  /** The query parameters the route reads; every one of them is declared here. */
  readonly query?: z.ZodObject;
  /** Request headers the route reads (besides Authorization), by name. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The JSON body; strict objects refuse unknown fields with 400/422 `{detail}`. */
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** The success status (200 unless said). */
  readonly status?: SuccessStatus;
  /** Answers with another schema than `{detail}` for one error status (the health check's 503). */
  readonly alternative?: { readonly status: 503; readonly schema: z.ZodType; readonly description: string };
  /** Error statuses this operation answers beyond the derived ones, each with why. */
  readonly errors?: Readonly<Partial<Record<DeclaredErrorStatus, string>>>;
  /** An optional bearer token changes the answer (and a bad one is a 401) without being required. */
  readonly optionalBearer?: boolean;
}

export interface Operation extends OperationDefinition {
  /** The key in API: the OpenAPI operationId. */
  readonly id: string;
  /** The Express path the route is mounted at: `/api/prediction/:fixtureId`. */
  readonly route: string;
  readonly status: SuccessStatus;
}

/** `/api/x/{id}` → `/api/x/:id`. */
export function expressRouteOf(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Every error status an operation can answer, each with its reason: what its shape implies (bad
 * input, credentials, a body too large or of the wrong type, the rate limit, an outage) plus what it
 * declares itself (a missing resource, a conflict, a refusal).
 */
export function errorStatusesOf(op: OperationDefinition): Partial<Record<ErrorStatus, string>> {
  const statuses: Partial<Record<ErrorStatus, string>> = {};
  // The JSON body parser runs before routing, on every request: malformed JSON is a 400 anywhere.
  statuses[400] = 'Bad input: a malformed parameter or JSON body';
  if (op.params || op.query || op.body) statuses[422] = 'Invalid input: a value the schema refuses';
  if (op.auth !== 'none' || op.optionalBearer) statuses[401] = 'Missing or invalid credentials';
  if (op.params) statuses[404] = 'No such resource';
  Object.assign(statuses, op.errors);
  // Likewise a body over the limit, whatever the operation.
  statuses[413] = 'Request body too large';
  if (op.body) statuses[415] = 'The body is not application/json';
  statuses[429] = op.auth === 'admin' ? 'Rate limited, or too many failed admin passwords' : 'Rate limited';
  // Any call needing the store or the broker while it is down, with Retry-After (docs/engineering.md,
  // "Store outages" and "Events").
  statuses[503] = 'The data store or the event broker is unavailable; retry after Retry-After seconds';
  return statuses;
}

function defineOperations<const T extends Record<string, OperationDefinition>>(
  definitions: T,
): { readonly [K in keyof T]: T[K] & Operation } {
  return Object.fromEntries(
    Object.entries(definitions).map(([id, op]) => [id, { ...op, id, route: expressRouteOf(op.path), status: op.status ?? 200 }]),
  ) as { readonly [K in keyof T]: T[K] & Operation };
}

// Path and query parameters as they arrive (strings): each schema here is what the route parses.
/** A weight set's name in a path: a built-in set or a sandbox set's name (1-100 characters). */
const weightSetNameParamSchema = z.string().min(1).max(100);
const seasonYearParams = z.object({ season: seasonYearKeySchema });
/** `{id}` of the experiment service's weight sets, experiments and rounding configurations. */
export const entityIdParamsSchema = z.object({ id: entityIdSchema });
const entityIdParams = entityIdParamsSchema;
/** `?season=`: a starting year (2025), a label (2025-26) or `all`; absent or empty for the current season. */
export const seasonScopeQuerySchema = z
  .string()
  .regex(/^(?:\d{4}(?:-\d{2})?|[Aa][Ll][Ll])?$/, 'season must be a starting year (2025), a label (2025-26) or "all"')
  // The routes also refuse a label whose years do not follow (2025-27): the document says so too.
  .meta({ pattern: `^(?:\\d{4}|${SEASON_LABEL_PATTERN}|[Aa][Ll][Ll])?$` });
const seasonScopeQuery = z.object({ season: seasonScopeQuerySchema.optional() });

const sessionTokenHeader = { [SESSION_TOKEN_HEADER]: 'The paid session token (else the session cookie)' } as const;

export const API = defineOperations({
  // platform (gateway)
  health: {
    method: 'get', path: '/api/health', summary: 'Gateway and dependency health', tag: 'platform', auth: 'none',
    response: healthAnswerSchema,
    alternative: { status: 503, schema: healthAnswerSchema, description: 'A dependency is down, or the gateway is stopping' },
  },
  eventStreams: {
    method: 'get', path: '/api/streams', summary: 'Event streams from Kafka: throughput per topic (last minute), consumer lag per group and partition, DLQ depth and the last dead letters', tag: 'platform', auth: 'bearer',
    response: eventStreamsResponseSchema,
  },
  deadLetters: {
    method: 'get', path: '/api/streams/{topic}/dead-letters', summary: 'A page of the dead letters of a topic, newest first, through every letter the gateway keeps', tag: 'platform', auth: 'bearer',
    params: z.object({ topic: z.enum(eventTopicNames) }), examples: { topic: 'payment.completed' },
    query: z.object({ before: deadLetterIdSchema.optional(), limit: z.coerce.number().int().min(1).max(DEAD_LETTERS_PAGE_MAX).optional() }),
    response: deadLettersPageSchema,
    errors: { 404: 'Unknown topic, or `before` is no letter the gateway keeps for it' },
  },
  replayDeadLetter: {
    method: 'post', path: '/api/streams/{topic}/dead-letters/{id}/replay', summary: 'Republish one dead letter to its topic (once; logged with who and when)', tag: 'platform', auth: 'bearer',
    params: z.object({ topic: z.enum(eventTopicNames), id: deadLetterIdSchema }), examples: { topic: 'payment.completed', id: '0-12' },
    response: deadLetterReplayResponseSchema,
    errors: { 404: 'Unknown topic, or no such dead letter on it', 409: 'The dead letter was replayed already' },
  },
  adminToken: {
    method: 'post', path: '/api/auth/admin-token', summary: 'Exchange the admin password for a short-lived JWT', tag: 'platform', auth: 'none',
    body: adminLoginRequestSchema, response: adminTokenResponseSchema,
    errors: { 401: 'Incorrect password' },
  },
  // catalog
  currentGameweek: {
    method: 'get', path: '/api/fixtures/gameweek/current', summary: 'The current gameweek with predicted outcomes', tag: 'catalog', auth: 'none',
    response: gameweekResponseSchema,
  },
  refreshSeason: {
    method: 'post', path: '/api/refresh/season/{season}', summary: 'Request a refresh of one season (starting year)', tag: 'catalog', auth: 'admin',
    params: seasonYearParams, examples: { season: '2024' }, response: refreshAcceptedSchema, status: 202,
  },
  refreshStatus: {
    method: 'get', path: '/api/refresh/status', summary: 'Refresh progress per season', tag: 'catalog', auth: 'none',
    response: refreshStatusSchema,
  },
  fixtureDiagnostics: {
    method: 'get', path: '/api/diagnostics/fixtures', summary: 'Fixture data coverage', tag: 'catalog', auth: 'bearer',
    response: fixtureDiagnosticsSchema,
  },
  seasonCompleteness: {
    method: 'get', path: '/api/diagnostics/season-completeness/{season}', summary: 'Whether a season is complete enough to backtest', tag: 'catalog', auth: 'none',
    params: seasonYearParams, examples: { season: '2024' }, response: seasonCompletenessSchema,
  },
  progressiveSample: {
    method: 'get', path: '/api/diagnostics/progressive-sample', summary: 'A sample of fixtures for progressive backtesting', tag: 'catalog', auth: 'none',
    query: z.object({
      season: z.string().regex(/^\d{4}(?:-\d{2})?$/, 'season must be a starting year (2025) or a label (2025-26)').optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
    }),
    response: progressiveSampleSchema, errors: { 404: 'No such season' },
  },
  // prediction
  prediction: {
    method: 'get', path: '/api/prediction/{fixtureId}', summary: 'One fixture prediction; premium fields only with access', tag: 'prediction', auth: 'none',
    params: z.object({ fixtureId: fixtureNaturalIdSchema }), examples: { fixtureId: '1001' }, headers: sessionTokenHeader,
    response: predictionResponseSchema,
  },
  gameweekPredictions: {
    method: 'get', path: '/api/prediction/gameweek/{season}/{gameweek}', summary: "A gameweek's predictions; exact scores, probabilities and the access's end only for a session that unlocked it", tag: 'prediction', auth: 'none',
    params: z.object({ season: seasonSchema, gameweek: z.coerce.number().pipe(gameweekSchema) }), examples: { season: '2025-26', gameweek: 1 }, headers: sessionTokenHeader,
    response: gameweekPredictionsResponseSchema,
  },
  weights: {
    method: 'get', path: '/api/weights', summary: 'Production weights', tag: 'prediction', auth: 'admin', response: weightsSchema,
  },
  setWeight: {
    method: 'post', path: '/api/weights', summary: 'Set one production weight', tag: 'prediction', auth: 'admin',
    body: weightUpdateRequestSchema, response: weightsSchema,
  },
  recalculate: {
    method: 'post', path: '/api/admin/recalculate', summary: 'Recalculate every prediction (worker)', tag: 'prediction', auth: 'bearer',
    response: recalculationAcceptedSchema, status: 202,
  },
  recalculationStatus: {
    method: 'get', path: '/api/admin/recalculation-status', summary: 'The latest recalculation run, or the run that answered one request', tag: 'prediction', auth: 'bearer',
    query: z.object({ correlation_id: z.string().regex(REQUEST_ID_PATTERN, 'correlation_id must be a request id (the 202 answer\'s correlation_id)').optional() }),
    response: recalculationStatusSchema,
  },
  recalculateWithDbMetrics: {
    method: 'post', path: '/api/admin/recalculate-with-db-metrics', summary: 'Recalculate in the request and report', tag: 'prediction', auth: 'bearer',
    response: recalculationResultSchema,
  },
  calculateAccuracy: {
    method: 'post', path: '/api/accuracy/calculate-all', summary: 'Accuracy of every finished fixture', tag: 'prediction', auth: 'bearer',
    response: accuracyResultSchema,
  },
  qualityDiagnostics: {
    method: 'get', path: '/api/accuracy/diagnostics', summary: 'Prediction quality diagnostics', tag: 'prediction', auth: 'none',
    query: seasonScopeQuery, response: qualityDiagnosticsSchema,
  },
  predictionSample: {
    method: 'get', path: '/api/diagnostics/prediction-sample', summary: 'One finished fixture with its metrics', tag: 'prediction', auth: 'none',
    query: z.object({ fixture_id: z.string().regex(/^\d{1,15}$/, 'fixture_id must be a whole number').optional() }),
    response: predictionSampleSchema,
    errors: { 403: 'The fixture has not finished: its premium numbers are not public', 404: 'No such fixture, or no finished fixture yet' },
  },
  productionAccuracyBreakdown: {
    method: 'get', path: '/api/diagnostics/production-accuracy-breakdown', summary: 'Accuracy by season and gameweek range (an admin bearer adds the market figure)', tag: 'prediction', auth: 'none',
    optionalBearer: true, response: productionAccuracyBreakdownSchema,
  },
  compareSandboxProduction: {
    method: 'get', path: '/api/diagnostics/compare-sandbox-production/{weightSetName}', summary: 'A named weight set against production', tag: 'prediction', auth: 'none',
    params: z.object({ weightSetName: weightSetNameParamSchema }), examples: { weightSetName: 'aggressive' }, response: sandboxComparisonSchema,
    errors: { 409: 'No finished fixture to compare on yet' },
  },
  checkPredictedOutcomes: {
    method: 'get', path: '/api/admin/check-predicted-outcomes', summary: 'Predictions missing a stored outcome', tag: 'prediction', auth: 'bearer',
    response: migrationCheckSchema,
  },
  migratePredictedOutcomes: {
    method: 'post', path: '/api/admin/migrate-predicted-outcomes', summary: 'Backfill stored outcomes', tag: 'prediction', auth: 'bearer',
    response: migrationResultSchema,
  },
  updateOutcomes: {
    method: 'post', path: '/api/predictions/update-outcomes', summary: 'Recompute stored outcomes from scores', tag: 'prediction', auth: 'bearer',
    response: updateOutcomesResultSchema,
  },
  validateSmartRounding: {
    method: 'get', path: '/api/admin/validate-smart-rounding', summary: 'Smart-rounding migration status', tag: 'prediction', auth: 'bearer',
    response: smartRoundingValidationSchema,
  },
  previewCurrentGameweek: {
    method: 'get', path: '/api/admin/preview-current-gameweek', summary: 'The current gameweek with premium fields (admin)', tag: 'prediction', auth: 'bearer',
    response: gameweekPreviewSchema,
  },
  calibration: {
    method: 'get', path: '/api/admin/calibration', summary: 'Calibration of the stored probabilities on finished fixtures (every season unless ?season=)', tag: 'prediction', auth: 'bearer',
    query: seasonScopeQuery, response: calibrationResponseSchema,
  },
  trackRecord: {
    method: 'get', path: '/api/track-record', summary: 'The public track record: sealed and backtest predictions graded, against an always-home-win baseline', tag: 'prediction', auth: 'none',
    response: trackRecordResponseSchema,
  },
  trackRecordHeadline: {
    method: 'get', path: '/api/track-record/headline', summary: 'The figure the home page quotes: every graded prediction as shown, against the baseline', tag: 'prediction', auth: 'none',
    response: trackRecordHeadlineSchema,
  },
  trackRecordGameweek: {
    method: 'get', path: '/api/track-record/gameweek/{season}/{gameweek}', summary: 'One gameweek of the track record (premium fields once every match kicked off)', tag: 'prediction', auth: 'none',
    params: z.object({ season: seasonSchema, gameweek: z.coerce.number().pipe(gameweekSchema) }), examples: { season: '2025-26', gameweek: 1 },
    response: trackRecordGameweekResponseSchema,
  },
  // payment
  createCheckoutSession: {
    method: 'post', path: '/api/payment/create-session', summary: 'Start the £9.99 gameweek checkout', tag: 'payment', auth: 'none',
    body: createCheckoutSessionRequestSchema, response: createCheckoutSessionResponseSchema, headers: sessionTokenHeader,
    errors: { 404: 'No such fixture', 409: 'The gameweek cannot be bought now, or the presented session already unlocks it' },
  },
  stripeWebhook: {
    method: 'post', path: '/api/payment/webhook', summary: 'Stripe webhook (signed)', tag: 'payment', auth: 'none',
    headers: { 'Stripe-Signature': "Stripe's signature of the raw body" },
    response: webhookAcknowledgementSchema,
    errors: { 400: 'Missing or wrong signature, or a body that is not an event' },
  },
  activateSession: {
    method: 'post', path: '/api/session/activate', summary: 'Turn the returned session token into the session cookie', tag: 'payment', auth: 'none',
    body: sessionActivationRequestSchema, response: sessionActivationResponseSchema,
    errors: { 404: 'Unknown session token', 409: 'The payment is still pending, or the checkout expired unpaid' },
  },
  sessionStatus: {
    method: 'get', path: '/api/session/status', summary: 'What the current session token unlocks', tag: 'payment', auth: 'none',
    headers: sessionTokenHeader, response: sessionStatusResponseSchema,
  },
  // experiment
  weightSets: {
    method: 'get', path: '/api/sandbox/weight-sets', summary: 'Sandbox weight sets and the production weights', tag: 'experiment', auth: 'bearer',
    response: weightSetsResponseSchema,
  },
  createWeightSet: {
    method: 'post', path: '/api/sandbox/weight-sets', summary: 'Create a weight set', tag: 'experiment', auth: 'bearer',
    body: createWeightSetRequestSchema, response: weightSetSchema, status: 201, errors: { 409: 'The name is taken' },
  },
  deleteWeightSet: {
    method: 'delete', path: '/api/sandbox/weight-sets/{id}', summary: 'Delete a weight set (not the promoted one)', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'ws_1' }, response: deletedResponseSchema, errors: { 409: 'The promoted weight set cannot be deleted' },
  },
  promoteWeightSet: {
    method: 'post', path: '/api/sandbox/promote/{id}', summary: 'Promote a weight set to production (weights.promoted)', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'ws_1' }, response: promoteWeightSetResponseSchema,
  },
  experiments: {
    method: 'get', path: '/api/sandbox/experiments', summary: 'Experiments, newest first', tag: 'experiment', auth: 'bearer',
    response: experimentsResponseSchema,
  },
  createExperiment: {
    method: 'post', path: '/api/sandbox/experiments', summary: 'Run a walk-forward experiment of a weight set', tag: 'experiment', auth: 'bearer',
    body: createExperimentRequestSchema, response: experimentSchema, status: 201,
    errors: { 404: 'No such weight set', 409: 'No fixtures to run on' },
  },
  experiment: {
    method: 'get', path: '/api/sandbox/experiments/{id}', summary: 'One experiment with its predictions and accuracy by gameweek', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'exp_1' }, response: experimentDetailSchema,
  },
  deleteExperiment: {
    method: 'delete', path: '/api/sandbox/experiments/{id}', summary: 'Delete an experiment', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'exp_1' }, response: deletedResponseSchema,
  },
  compareExperiments: {
    method: 'post', path: '/api/sandbox/compare', summary: 'Compare at least two experiments', tag: 'experiment', auth: 'bearer',
    body: compareExperimentsRequestSchema, response: comparisonResultSchema, errors: { 404: 'No such experiment' },
  },
  batchTestDiagnostic: {
    method: 'get', path: '/api/sandbox/batch-test-diagnostic', summary: 'Whether a batch weight test can run', tag: 'experiment', auth: 'bearer',
    response: batchTestDiagnosticSchema,
  },
  batchTestWeights: {
    method: 'post', path: '/api/sandbox/batch-test-weights', summary: 'Every sandbox weight set and production over 2022-2025, ranked', tag: 'experiment', auth: 'bearer',
    response: batchWeightTestResponseSchema, errors: { 404: 'No sandbox weight set to test', 409: 'No fixtures to test on' },
  },
  progressiveBacktest: {
    method: 'post', path: '/api/backtest/progressive', summary: 'Progressive backtest of production over a span of gameweeks', tag: 'experiment', auth: 'bearer',
    body: progressiveBacktestRequestSchema, response: progressiveBacktestResultSchema, errors: { 409: 'No fixtures in the span' },
  },
  progressiveBacktestDetailed: {
    method: 'get', path: '/api/backtest/progressive/results/detailed', summary: 'The latest progressive backtest with accuracy by gameweek', tag: 'experiment', auth: 'bearer',
    response: progressiveBacktestDetailedSchema, errors: { 404: 'No backtest has run yet' },
  },
  matrixDiagnostic: {
    method: 'get', path: '/api/cross-sandbox/diagnostic', summary: 'Whether a matrix test can start: fixtures, weight sets, rounding configs, broker, workers', tag: 'experiment', auth: 'bearer',
    response: matrixDiagnosticSchema,
  },
  matrixHistory: {
    method: 'get', path: '/api/cross-sandbox/history', summary: 'Completed matrix tests, newest first', tag: 'experiment', auth: 'bearer',
    response: matrixHistoryResponseSchema,
  },
  startMatrixTest: {
    method: 'post', path: '/api/cross-sandbox/start-matrix-test', summary: 'Start a matrix test of every weight set × every rounding config over Kafka', tag: 'experiment', auth: 'bearer',
    response: startMatrixTestResponseSchema, errors: { 409: 'A matrix test is running, or no rounding configuration to test' },
  },
  matrixJobStatus: {
    method: 'get', path: '/api/cross-sandbox/job-status/{jobId}', summary: 'A matrix job: progress, stuck, resumable', tag: 'experiment', auth: 'bearer',
    params: z.object({ jobId: entityIdSchema }), examples: { jobId: 'job_1' }, response: matrixJobSchema,
  },
  matrixResult: {
    method: 'get', path: '/api/cross-sandbox/results/{id}', summary: 'The result of a completed matrix job with every combination', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'job_1' }, response: matrixResultSchema,
  },
  resumeMatrixJob: {
    method: 'post', path: '/api/cross-sandbox/resume-job/{job_id}', summary: 'Republish the combinations of a job not yet counted', tag: 'experiment', auth: 'bearer',
    params: z.object({ job_id: entityIdSchema }), examples: { job_id: 'job_1' }, response: resumeMatrixJobResponseSchema,
    errors: { 409: 'The job cannot be resumed' },
  },
  roundingConfigs: {
    method: 'get', path: '/api/rounding-sandbox/configs', summary: 'Smart-rounding configurations, production first', tag: 'experiment', auth: 'bearer',
    response: roundingConfigsResponseSchema,
  },
  productionRoundingConfig: {
    method: 'get', path: '/api/rounding-sandbox/production-config', summary: 'The production rounding configuration', tag: 'experiment', auth: 'bearer',
    response: roundingConfigSchema, errors: { 404: 'No production rounding configuration yet' },
  },
  createRoundingConfig: {
    method: 'post', path: '/api/rounding-sandbox/configs', summary: 'Create a rounding configuration', tag: 'experiment', auth: 'bearer',
    body: createRoundingConfigRequestSchema, response: roundingConfigSchema, status: 201, errors: { 409: 'The name is taken' },
  },
  deleteRoundingConfig: {
    method: 'delete', path: '/api/rounding-sandbox/configs/{id}', summary: 'Delete a rounding configuration (not production)', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'rc_1' }, response: deletedResponseSchema, errors: { 409: 'The production configuration cannot be deleted' },
  },
  promoteRoundingConfig: {
    method: 'post', path: '/api/rounding-sandbox/promote/{id}', summary: 'Promote a rounding configuration (rounding.promoted)', tag: 'experiment', auth: 'bearer',
    params: entityIdParams, examples: { id: 'rc_1' }, response: promoteRoundingConfigResponseSchema,
  },
  roundingBatchTest: {
    method: 'post', path: '/api/rounding-sandbox/batch-test', summary: 'Every rounding configuration on the same fixtures, best first', tag: 'experiment', auth: 'bearer',
    response: roundingBatchResponseSchema, errors: { 404: 'No rounding configuration to test', 409: 'No fixtures to test on' },
  },
  // blog
  blogPosts: {
    method: 'get', path: '/api/blog/posts', summary: 'Blog posts, optionally by category (any letter case)', tag: 'blog', auth: 'none',
    query: z.object({ category: z.string().meta({ pattern: BLOG_CATEGORY_QUERY_PATTERN }).optional() }), response: blogPostListResponseSchema,
  },
  blogPost: {
    method: 'get', path: '/api/blog/post/{slug}', summary: 'One blog post', tag: 'blog', auth: 'none',
    params: z.object({ slug: blogSlugSchema }), examples: { slug: 'how-we-predict' }, response: blogPostResponseSchema,
  },
});

export type ApiOperationId = keyof typeof API;
/** Every operation, in the document's order. */
export const API_OPERATIONS: readonly Operation[] = Object.values(API);

/** Each operation's path template as Express matches it: case-insensitive, one trailing slash allowed. */
const operationPaths = API_OPERATIONS.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}/?$`, 'i'),
}));

/** The operations declared at a request path (`/api/sandbox/experiments/abc`), whatever their method. */
export function operationsAt(path: string): Operation[] {
  return operationPaths.filter(({ pattern }) => pattern.test(path)).map(({ op }) => op);
}
