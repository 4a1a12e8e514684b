// The contract of every call the page makes, for the fake backend: each fake answer and each request
// the page sends is parsed with the libs/contracts schemas, and a drift fails the test
// (fake-api.ts records the issues, setup-tests.ts fails the test on them).
import {
  compareExperimentsRequestSchema,
  comparisonResultSchema,
  createExperimentRequestSchema,
  createWeightSetRequestSchema,
  deletedResponseSchema,
  experimentDetailSchema,
  experimentSchema,
  experimentsResponseSchema,
  promoteWeightSetResponseSchema,
  weightSetSchema,
  weightSetsResponseSchema,
} from '@scoreline/contracts';
import { ADMIN_LOGIN_CONTRACT, routeContractIssues, type RouteContract } from '@scoreline/ui/testing';

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  ADMIN_LOGIN_CONTRACT,
  { route: 'GET /api/sandbox/weight-sets', answer: weightSetsResponseSchema },
  { route: 'POST /api/sandbox/weight-sets', request: createWeightSetRequestSchema, answer: weightSetSchema },
  { route: 'DELETE /api/sandbox/weight-sets/:id', answer: deletedResponseSchema },
  { route: 'GET /api/sandbox/experiments', answer: experimentsResponseSchema },
  { route: 'POST /api/sandbox/experiments', request: createExperimentRequestSchema, answer: experimentSchema },
  { route: 'GET /api/sandbox/experiments/:id', answer: experimentDetailSchema },
  { route: 'DELETE /api/sandbox/experiments/:id', answer: deletedResponseSchema },
  { route: 'POST /api/sandbox/compare', request: compareExperimentsRequestSchema, answer: comparisonResultSchema },
  { route: 'POST /api/sandbox/promote/:id', answer: promoteWeightSetResponseSchema },
];

export const contractIssues = routeContractIssues(ROUTE_CONTRACTS);
