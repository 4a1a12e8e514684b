// The contract of every call the page makes, for the fake backend: each fake answer and each request
// the page sends is parsed with the libs/contracts schemas, and a drift fails the test
// (fake-api.ts records the issues, setup-tests.ts fails the test on them).
import type { ResponseSchema } from '@scoreline/api-client';
import {
  compareExperimentsRequestSchema,
  comparisonResultSchema,
  createExperimentRequestSchema,
  createWeightSetRequestSchema,
  deletedResponseSchema,
  errorBodySchema,
  experimentDetailSchema,
  experimentSchema,
  experimentsResponseSchema,
  promoteWeightSetResponseSchema,
  weightSetSchema,
  weightSetsResponseSchema,
} from '@scoreline/contracts';

interface RouteContract {
  /** `METHOD /path`, ':param' standing for one path segment. */
  readonly route: string;
  readonly request?: ResponseSchema<unknown>;
  readonly answer: ResponseSchema<unknown>;
}

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
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

const matcher = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

function issuesOf(schema: ResponseSchema<unknown>, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
}

/** Where a call differs from its contract; a call to a route without a contract is itself an issue. */
export function contractIssues(call: {
  readonly method: string;
  readonly pathname: string;
  readonly requestBody: unknown;
  readonly status: number;
  readonly answerBody: unknown;
}): string[] {
  const route = `${call.method} ${call.pathname}`;
  const contract = ROUTE_CONTRACTS.find((candidate) => matcher(candidate.route).test(route));
  if (!contract) return [`${route}: no contract for this call`];
  const issues = [
    ...(contract.request ? issuesOf(contract.request, call.requestBody).map((i) => `request ${i}`) : []),
    ...issuesOf(call.status >= 200 && call.status < 300 ? contract.answer : errorBodySchema, call.answerBody).map(
      (i) => `answer ${call.status} ${i}`,
    ),
  ];
  return issues.map((issue) => `${route}: ${issue}`);
}
