// The contract of every call the page makes, for the fake backend: each fake answer and each request
// the page sends is parsed with the libs/contracts schemas, and a drift fails the test
// (fake-api.ts records the issues, setup-tests.ts fails the test on them).
import {
  createRoundingConfigRequestSchema,
  deletedResponseSchema,
  promoteRoundingConfigResponseSchema,
  roundingBatchResponseSchema,
  roundingConfigSchema,
  roundingConfigsResponseSchema,
} from '@scoreline/contracts';
import { ADMIN_LOGIN_CONTRACT, routeContractIssues, type RouteContract } from '@scoreline/ui/testing';

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ADMIN_LOGIN_CONTRACT,
  { route: 'GET /api/rounding-sandbox/configs', answer: roundingConfigsResponseSchema },
  { route: 'GET /api/rounding-sandbox/production-config', answer: roundingConfigSchema },
  { route: 'POST /api/rounding-sandbox/configs', request: createRoundingConfigRequestSchema, answer: roundingConfigSchema },
  { route: 'DELETE /api/rounding-sandbox/configs/:id', answer: deletedResponseSchema },
  { route: 'POST /api/rounding-sandbox/promote/:id', answer: promoteRoundingConfigResponseSchema },
  { route: 'POST /api/rounding-sandbox/batch-test', answer: roundingBatchResponseSchema },
];

export const contractIssues = routeContractIssues(ROUTE_CONTRACTS);
