import { z } from 'zod';
import * as contracts from '@scoreline/contracts';

// The OpenAPI 3.1 document of the public and admin API, generated from libs/contracts (the one
// definition of each payload): zod 4 emits JSON Schema 2020-12, which OpenAPI 3.1 uses as is.
// Each operation names its contract schemas; nothing here restates a field.

type Auth = 'none' | 'bearer' | 'admin';

export interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  request?: z.ZodType;
  response?: z.ZodType;
  status?: number;
  /** Answers 409 {detail} when the request conflicts with the current state (a taken name, production cannot be deleted, no data yet). */
  conflict?: boolean;
  /** Path parameters by name: the contract schema the route parses it with and an example; unlisted ones are plain strings. */
  params?: Record<string, PathParameter>;
}

export interface PathParameter {
  schema: z.ZodType;
  /** A value the schema accepts (a number where the schema is an integer). */
  example: string | number;
}

const c = contracts as unknown as Record<string, z.ZodType | undefined>;
/** A contract schema by export name; undefined while the owning service has not defined it yet. */
const schema = (name: string): z.ZodType | undefined => c[name];

// The path parameters the routes parse, each with the contract schema they parse it with.
const seasonYear: PathParameter = { schema: contracts.seasonYearKeySchema, example: '2024' };
const entityId: PathParameter = { schema: contracts.entityIdSchema, example: 'ws_1' };
const fixtureId: PathParameter = { schema: contracts.fixtureNaturalIdSchema, example: '1001' };
const season: PathParameter = { schema: contracts.seasonSchema, example: '2025-26' };
const gameweek: PathParameter = { schema: contracts.gameweekSchema, example: 1 };
const eventTopic: PathParameter = { schema: z.enum(contracts.eventTopicNames), example: 'payment.completed' };
const deadLetterId: PathParameter = { schema: contracts.deadLetterIdSchema, example: '0-12' };

export const OPERATIONS: readonly Operation[] = [
  // platform (gateway)
  { method: 'get', path: '/api/health', summary: 'Gateway and dependency health', tag: 'platform', auth: 'none', response: schema('healthAnswerSchema') },
  { method: 'get', path: '/api/streams', summary: 'Event streams from Kafka: throughput per topic (last minute), consumer lag per group and partition, DLQ depth and the last dead letters', tag: 'platform', auth: 'bearer', response: schema('eventStreamsResponseSchema') },
  { method: 'post', path: '/api/streams/{topic}/dead-letters/{id}/replay', params: { topic: eventTopic, id: deadLetterId }, summary: 'Republish one dead letter to its topic (once; logged with who and when)', tag: 'platform', auth: 'bearer', response: schema('deadLetterReplayResponseSchema'), conflict: true },
  { method: 'post', path: '/api/auth/admin-token', summary: 'Exchange the admin password for a short-lived JWT', tag: 'platform', auth: 'none', request: schema('adminLoginRequestSchema'), response: schema('adminTokenResponseSchema') },
  // catalog
  { method: 'get', path: '/api/fixtures/gameweek/current', summary: 'The current gameweek with predicted outcomes', tag: 'catalog', auth: 'none', response: schema('gameweekResponseSchema') },
  { method: 'post', path: '/api/refresh/season/{season}', params: { season: seasonYear }, summary: 'Request a refresh of one season (starting year)', tag: 'catalog', auth: 'admin', response: schema('refreshAcceptedSchema'), status: 202 },
  { method: 'get', path: '/api/refresh/status', summary: 'Refresh progress per season', tag: 'catalog', auth: 'none', response: schema('refreshStatusSchema') },
  { method: 'get', path: '/api/diagnostics/fixtures', summary: 'Fixture data coverage', tag: 'catalog', auth: 'bearer', response: schema('fixtureDiagnosticsSchema') },
  { method: 'get', path: '/api/diagnostics/season-completeness/{season}', params: { season: seasonYear }, summary: 'Whether a season is complete enough to backtest', tag: 'catalog', auth: 'none', response: schema('seasonCompletenessSchema') },
  { method: 'get', path: '/api/diagnostics/progressive-sample', summary: 'A sample of fixtures for progressive backtesting', tag: 'catalog', auth: 'none', response: schema('progressiveSampleSchema') },
  // prediction
  { method: 'get', path: '/api/prediction/{fixtureId}', params: { fixtureId }, summary: 'One fixture prediction; premium fields only with access', tag: 'prediction', auth: 'none', response: schema('predictionResponseSchema') },
  { method: 'get', path: '/api/weights', summary: 'Production weights', tag: 'prediction', auth: 'admin', response: schema('weightsSchema') },
  { method: 'post', path: '/api/weights', summary: 'Set one production weight', tag: 'prediction', auth: 'admin', request: schema('weightUpdateRequestSchema'), response: schema('weightsSchema') },
  { method: 'post', path: '/api/admin/recalculate', summary: 'Recalculate every prediction (worker)', tag: 'prediction', auth: 'bearer', response: schema('recalculationAcceptedSchema'), status: 202 },
  { method: 'get', path: '/api/admin/recalculation-status', summary: 'The latest recalculation run', tag: 'prediction', auth: 'bearer', response: schema('recalculationStatusSchema') },
  { method: 'post', path: '/api/admin/recalculate-with-db-metrics', summary: 'Recalculate in the request and report', tag: 'prediction', auth: 'bearer', response: schema('recalculationResultSchema') },
  { method: 'post', path: '/api/accuracy/calculate-all', summary: 'Accuracy of every finished fixture', tag: 'prediction', auth: 'bearer', response: schema('accuracyResultSchema') },
  { method: 'get', path: '/api/accuracy/diagnostics', summary: 'Prediction quality diagnostics', tag: 'prediction', auth: 'none', response: schema('qualityDiagnosticsSchema') },
  { method: 'get', path: '/api/diagnostics/prediction-sample', summary: 'One finished fixture with its metrics', tag: 'prediction', auth: 'none', response: schema('predictionSampleSchema') },
  { method: 'get', path: '/api/diagnostics/production-accuracy-breakdown', summary: 'Accuracy by season and gameweek range', tag: 'prediction', auth: 'none', response: schema('productionAccuracyBreakdownSchema') },
  { method: 'get', path: '/api/diagnostics/compare-sandbox-production/{weightSetName}', summary: 'A named weight set against production', tag: 'prediction', auth: 'none', response: schema('sandboxComparisonSchema') },
  { method: 'get', path: '/api/admin/check-predicted-outcomes', summary: 'Predictions missing a stored outcome', tag: 'prediction', auth: 'bearer', response: schema('migrationCheckSchema') },
  { method: 'post', path: '/api/admin/migrate-predicted-outcomes', summary: 'Backfill stored outcomes', tag: 'prediction', auth: 'bearer', response: schema('migrationResultSchema') },
  { method: 'post', path: '/api/predictions/update-outcomes', summary: 'Recompute stored outcomes from scores', tag: 'prediction', auth: 'bearer', response: schema('updateOutcomesResultSchema') },
  { method: 'get', path: '/api/admin/validate-smart-rounding', summary: 'Smart-rounding migration status', tag: 'prediction', auth: 'bearer', response: schema('smartRoundingValidationSchema') },
  { method: 'get', path: '/api/admin/preview-current-gameweek', summary: 'The current gameweek with premium fields (admin)', tag: 'prediction', auth: 'bearer', response: schema('gameweekPreviewSchema') },
  { method: 'get', path: '/api/admin/calibration', summary: 'Calibration of the stored probabilities on finished fixtures (?season=)', tag: 'prediction', auth: 'bearer', response: schema('calibrationResponseSchema') },
  { method: 'get', path: '/api/track-record', summary: 'The public track record: sealed and backtest predictions graded, against an always-home-win baseline', tag: 'prediction', auth: 'none', response: schema('trackRecordResponseSchema') },
  { method: 'get', path: '/api/track-record/gameweek/{season}/{gameweek}', params: { season, gameweek }, summary: 'One gameweek of the track record (premium fields once every match kicked off)', tag: 'prediction', auth: 'none', response: schema('trackRecordGameweekResponseSchema') },
  // payment
  { method: 'post', path: '/api/payment/create-session', summary: 'Start the £9.99 gameweek checkout', tag: 'payment', auth: 'none', request: schema('createCheckoutSessionRequestSchema'), response: schema('createCheckoutSessionResponseSchema') },
  { method: 'post', path: '/api/payment/webhook', summary: 'Stripe webhook (signed)', tag: 'payment', auth: 'none', response: schema('webhookAcknowledgementSchema') },
  { method: 'post', path: '/api/session/activate', summary: 'Turn the returned session token into the session cookie', tag: 'payment', auth: 'none', request: schema('sessionActivationRequestSchema'), response: schema('sessionActivationResponseSchema') },
  { method: 'get', path: '/api/session/status', summary: 'What the current session token unlocks', tag: 'payment', auth: 'none', response: schema('sessionStatusResponseSchema') },
  // experiment
  { method: 'get', path: '/api/sandbox/weight-sets', summary: 'Sandbox weight sets and the production weights', tag: 'experiment', auth: 'bearer', response: schema('weightSetsResponseSchema') },
  { method: 'post', path: '/api/sandbox/weight-sets', summary: 'Create a weight set', tag: 'experiment', auth: 'bearer', request: schema('createWeightSetRequestSchema'), response: schema('weightSetSchema'), status: 201, conflict: true },
  { method: 'delete', path: '/api/sandbox/weight-sets/{id}', params: { id: entityId }, summary: 'Delete a weight set (not the promoted one)', tag: 'experiment', auth: 'bearer', response: schema('deletedResponseSchema'), conflict: true },
  { method: 'post', path: '/api/sandbox/promote/{id}', params: { id: entityId }, summary: 'Promote a weight set to production (weights.promoted)', tag: 'experiment', auth: 'bearer', response: schema('promoteWeightSetResponseSchema') },
  { method: 'get', path: '/api/sandbox/experiments', summary: 'Experiments, newest first', tag: 'experiment', auth: 'bearer', response: schema('experimentsResponseSchema') },
  { method: 'post', path: '/api/sandbox/experiments', summary: 'Run a walk-forward experiment of a weight set', tag: 'experiment', auth: 'bearer', request: schema('createExperimentRequestSchema'), response: schema('experimentSchema'), status: 201, conflict: true },
  { method: 'get', path: '/api/sandbox/experiments/{id}', params: { id: entityId }, summary: 'One experiment with its predictions and accuracy by gameweek', tag: 'experiment', auth: 'bearer', response: schema('experimentDetailSchema') },
  { method: 'delete', path: '/api/sandbox/experiments/{id}', params: { id: entityId }, summary: 'Delete an experiment', tag: 'experiment', auth: 'bearer', response: schema('deletedResponseSchema') },
  { method: 'post', path: '/api/sandbox/compare', summary: 'Compare at least two experiments', tag: 'experiment', auth: 'bearer', request: schema('compareExperimentsRequestSchema'), response: schema('comparisonResultSchema') },
  { method: 'get', path: '/api/sandbox/batch-test-diagnostic', summary: 'Whether a batch weight test can run', tag: 'experiment', auth: 'bearer', response: schema('batchTestDiagnosticSchema') },
  { method: 'post', path: '/api/sandbox/batch-test-weights', summary: 'Every sandbox weight set and production over 2022-2025, ranked', tag: 'experiment', auth: 'bearer', response: schema('batchWeightTestResponseSchema'), conflict: true },
  { method: 'post', path: '/api/backtest/progressive', summary: 'Progressive backtest of production over a span of gameweeks', tag: 'experiment', auth: 'bearer', request: schema('progressiveBacktestRequestSchema'), response: schema('progressiveBacktestResultSchema'), conflict: true },
  { method: 'get', path: '/api/backtest/progressive/results/detailed', summary: 'The latest progressive backtest with accuracy by gameweek', tag: 'experiment', auth: 'bearer', response: schema('progressiveBacktestDetailedSchema') },
  { method: 'get', path: '/api/cross-sandbox/diagnostic', summary: 'Whether a matrix test can start: fixtures, weight sets, rounding configs, broker, workers', tag: 'experiment', auth: 'bearer', response: schema('matrixDiagnosticSchema') },
  { method: 'get', path: '/api/cross-sandbox/history', summary: 'Completed matrix tests, newest first', tag: 'experiment', auth: 'bearer', response: schema('matrixHistoryResponseSchema') },
  { method: 'post', path: '/api/cross-sandbox/start-matrix-test', summary: 'Start a matrix test of every weight set × every rounding config over Kafka', tag: 'experiment', auth: 'bearer', response: schema('startMatrixTestResponseSchema'), conflict: true },
  { method: 'get', path: '/api/cross-sandbox/job-status/{jobId}', params: { jobId: entityId }, summary: 'A matrix job: progress, stuck, resumable', tag: 'experiment', auth: 'bearer', response: schema('matrixJobSchema') },
  { method: 'get', path: '/api/cross-sandbox/results/{id}', params: { id: entityId }, summary: 'The result of a completed matrix job with every combination', tag: 'experiment', auth: 'bearer', response: schema('matrixResultSchema') },
  { method: 'post', path: '/api/cross-sandbox/resume-job/{job_id}', params: { job_id: entityId }, summary: 'Republish the combinations of a job not yet counted', tag: 'experiment', auth: 'bearer', response: schema('resumeMatrixJobResponseSchema'), conflict: true },
  { method: 'get', path: '/api/rounding-sandbox/configs', summary: 'Smart-rounding configurations, production first', tag: 'experiment', auth: 'bearer', response: schema('roundingConfigsResponseSchema') },
  { method: 'get', path: '/api/rounding-sandbox/production-config', summary: 'The production rounding configuration', tag: 'experiment', auth: 'bearer', response: schema('roundingConfigSchema') },
  { method: 'post', path: '/api/rounding-sandbox/configs', summary: 'Create a rounding configuration', tag: 'experiment', auth: 'bearer', request: schema('createRoundingConfigRequestSchema'), response: schema('roundingConfigSchema'), status: 201, conflict: true },
  { method: 'delete', path: '/api/rounding-sandbox/configs/{id}', params: { id: entityId }, summary: 'Delete a rounding configuration (not production)', tag: 'experiment', auth: 'bearer', response: schema('deletedResponseSchema'), conflict: true },
  { method: 'post', path: '/api/rounding-sandbox/promote/{id}', params: { id: entityId }, summary: 'Promote a rounding configuration (rounding.promoted)', tag: 'experiment', auth: 'bearer', response: schema('promoteRoundingConfigResponseSchema') },
  { method: 'post', path: '/api/rounding-sandbox/batch-test', summary: 'Every rounding configuration on the same fixtures, best first', tag: 'experiment', auth: 'bearer', response: schema('roundingBatchResponseSchema'), conflict: true },
  // blog
  { method: 'get', path: '/api/blog/posts', summary: 'Blog posts, optionally by category', tag: 'blog', auth: 'none', response: schema('blogPostListResponseSchema') },
  { method: 'get', path: '/api/blog/post/{slug}', summary: 'One blog post', tag: 'blog', auth: 'none', response: schema('blogPostResponseSchema') },
];

const jsonSchema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(contracts.errorBodySchema) } },
});

export function buildOpenApiDocument(operations: readonly Operation[] = OPERATIONS) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters: Record<string, unknown>[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
      const param = op.params?.[name!];
      return param
        ? { name, in: 'path', required: true, schema: jsonSchema(param.schema), example: param.example }
        : { name, in: 'path', required: true, schema: { type: 'string' } };
    });
    if (op.auth === 'admin') parameters.push({ name: 'admin_password', in: 'query', required: false, schema: { type: 'string' } });
    const ok = { description: 'Success', ...(op.response ? { content: { 'application/json': { schema: jsonSchema(op.response) } } } : {}) };
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(parameters.length ? { parameters } : {}),
      ...(op.auth === 'none' ? { security: [] } : {}),
      ...(op.request ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.request) } } } } : {}),
      responses: {
        [String(op.status ?? 200)]: ok,
        '400': errorResponse('Bad input'),
        ...(op.auth !== 'none' ? { '401': errorResponse('Missing or invalid credentials') } : {}),
        '404': errorResponse('Not found'),
        ...(op.conflict ? { '409': errorResponse('Conflicts with the current state') } : {}),
        '422': errorResponse('Invalid body or parameters'),
        '429': errorResponse('Rate limited'),
        // Any call needing the store or the broker while it is down (issue 17 #6, #7), with Retry-After.
        '503': errorResponse('The data store or the event broker is unavailable; retry after Retry-After seconds'),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Scoreline API', version: '1.0.0', description: 'Premier League predictions: fixtures, predictions, payments, blog and admin tools.' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
