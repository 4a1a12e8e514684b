// The contract of every call the admin panel makes, for the tests only: the bundle ships no zod
// (remotes/predictions/README.md, "Bundle budget"), so it is here that fake backend answers and the
// panel's requests are parsed with the libs/contracts schemas. A fake answer or a request that
// drifts from the contracts fails its test (fake-api.ts records the issues, setup-tests.ts fails
// the test on them).
import {
  accuracyResultSchema,
  batchTestDiagnosticSchema,
  batchWeightTestResponseSchema,
  calibrationResponseSchema,
  deadLetterReplayResponseSchema,
  deadLettersPageSchema,
  eventStreamsResponseSchema,
  fixtureDiagnosticsSchema,
  gameweekPreviewSchema,
  migrationCheckSchema,
  migrationResultSchema,
  predictionSampleSchema,
  productionAccuracyBreakdownSchema,
  progressiveBacktestDetailedSchema,
  progressiveBacktestRequestSchema,
  progressiveBacktestResultSchema,
  progressiveSampleSchema,
  qualityDiagnosticsSchema,
  recalculationAcceptedSchema,
  recalculationResultSchema,
  recalculationStatusSchema,
  refreshAcceptedSchema,
  refreshStatusSchema,
  sandboxComparisonSchema,
  seasonCompletenessSchema,
  smartRoundingValidationSchema,
  updateOutcomesResultSchema,
  weightUpdateRequestSchema,
  weightsSchema,
} from '@scoreline/contracts';
import { ADMIN_LOGIN_CONTRACT, noBody, routeContractIssues, type RouteContract } from '@scoreline/ui/testing';

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ADMIN_LOGIN_CONTRACT,
  { route: 'GET /api/weights', answer: weightsSchema },
  { route: 'POST /api/weights', request: weightUpdateRequestSchema, answer: weightsSchema },
  { route: 'POST /api/refresh/season/:season', request: noBody, answer: refreshAcceptedSchema },
  { route: 'GET /api/refresh/status', answer: refreshStatusSchema },
  { route: 'POST /api/accuracy/calculate-all', request: noBody, answer: accuracyResultSchema },
  { route: 'GET /api/accuracy/diagnostics', answer: qualityDiagnosticsSchema },
  { route: 'POST /api/predictions/update-outcomes', request: noBody, answer: updateOutcomesResultSchema },
  {
    route: 'POST /api/admin/recalculate-with-db-metrics',
    request: noBody,
    answer: recalculationResultSchema,
  },
  { route: 'POST /api/admin/recalculate', request: noBody, answer: recalculationAcceptedSchema },
  { route: 'GET /api/admin/recalculation-status', answer: recalculationStatusSchema },
  { route: 'GET /api/admin/validate-smart-rounding', answer: smartRoundingValidationSchema },
  { route: 'GET /api/admin/check-predicted-outcomes', answer: migrationCheckSchema },
  { route: 'POST /api/admin/migrate-predicted-outcomes', request: noBody, answer: migrationResultSchema },
  { route: 'GET /api/admin/preview-current-gameweek', answer: gameweekPreviewSchema },
  { route: 'GET /api/admin/calibration', answer: calibrationResponseSchema },
  { route: 'GET /api/diagnostics/fixtures', answer: fixtureDiagnosticsSchema },
  { route: 'GET /api/diagnostics/prediction-sample', answer: predictionSampleSchema },
  { route: 'GET /api/diagnostics/production-accuracy-breakdown', answer: productionAccuracyBreakdownSchema },
  { route: 'GET /api/diagnostics/compare-sandbox-production/:name', answer: sandboxComparisonSchema },
  { route: 'GET /api/diagnostics/progressive-sample', answer: progressiveSampleSchema },
  { route: 'GET /api/diagnostics/season-completeness/:season', answer: seasonCompletenessSchema },
  { route: 'GET /api/sandbox/batch-test-diagnostic', answer: batchTestDiagnosticSchema },
  { route: 'POST /api/sandbox/batch-test-weights', request: noBody, answer: batchWeightTestResponseSchema },
  {
    route: 'POST /api/backtest/progressive',
    request: progressiveBacktestRequestSchema,
    answer: progressiveBacktestResultSchema,
  },
  { route: 'GET /api/backtest/progressive/results/detailed', answer: progressiveBacktestDetailedSchema },
  { route: 'GET /api/streams', answer: eventStreamsResponseSchema },
  { route: 'GET /api/streams/:topic/dead-letters', answer: deadLettersPageSchema },
  { route: 'POST /api/streams/:topic/dead-letters/:id/replay', request: noBody, answer: deadLetterReplayResponseSchema },
];

export const contractIssues = routeContractIssues(ROUTE_CONTRACTS);
