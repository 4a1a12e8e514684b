// The contract of every call the pages make, for the tests only: the bundle ships no zod (README.md,
// "Bundle budget"), so it is here that fake backend answers and the pages' requests are parsed with
// the libs/contracts schemas. A fake answer or a request that drifts from the contracts fails its
// test (fake-api.ts records the issues, setup-tests.ts fails the test on them).
import {
  createCheckoutSessionRequestSchema,
  createCheckoutSessionResponseSchema,
  gameweekPredictionsResponseSchema,
  gameweekResponseSchema,
  predictionResponseSchema,
  sessionActivationRequestSchema,
  sessionActivationResponseSchema,
  trackRecordGameweekResponseSchema,
  trackRecordHeadlineSchema,
  trackRecordResponseSchema,
} from '@scoreline/contracts';
import { routeContractIssues, type RouteContract } from '@scoreline/ui/testing';

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  { route: 'GET /api/fixtures/gameweek/current', answer: gameweekResponseSchema },
  // An empty answer is the fixture page's 'No data available' state (docs/product.md §2).
  { route: 'GET /api/prediction/:fixtureId', answer: predictionResponseSchema.nullable() },
  {
    route: 'POST /api/payment/create-session',
    request: createCheckoutSessionRequestSchema,
    answer: createCheckoutSessionResponseSchema,
  },
  { route: 'GET /api/prediction/gameweek/:season/:gameweek', answer: gameweekPredictionsResponseSchema },
  { route: 'GET /api/track-record', answer: trackRecordResponseSchema },
  { route: 'GET /api/track-record/headline', answer: trackRecordHeadlineSchema },
  { route: 'GET /api/track-record/gameweek/:season/:gameweek', answer: trackRecordGameweekResponseSchema },
  {
    route: 'POST /api/session/activate',
    request: sessionActivationRequestSchema,
    answer: sessionActivationResponseSchema,
  },
];

export const contractIssues = routeContractIssues(ROUTE_CONTRACTS);
