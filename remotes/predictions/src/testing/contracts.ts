// The contract of every call the pages make, for the tests only: the bundle ships no zod (README.md,
// "Bundle budget"), so it is here that fake backend answers and the pages' requests are parsed with
// the libs/contracts schemas. A fake answer or a request that drifts from the contracts fails its
// test (fake-api.ts records the issues, setup-tests.ts fails the test on them).
import type { ResponseSchema } from '@scoreline/api-client';
import {
  createCheckoutSessionRequestSchema,
  createCheckoutSessionResponseSchema,
  errorBodySchema,
  gameweekResponseSchema,
  predictionResponseSchema,
  sessionActivationRequestSchema,
  sessionActivationResponseSchema,
  trackRecordGameweekResponseSchema,
  trackRecordResponseSchema,
} from '@scoreline/contracts';

interface RouteContract {
  /** `METHOD /path`, ':param' standing for one path segment. */
  readonly route: string;
  readonly request?: ResponseSchema<unknown>;
  /** The 2xx answer; an empty body reaches the page as null. */
  readonly answer: ResponseSchema<unknown>;
}

export const ROUTE_CONTRACTS: readonly RouteContract[] = [
  { route: 'GET /api/fixtures/gameweek/current', answer: gameweekResponseSchema },
  // An empty answer is the fixture page's 'No data available' state (docs/product.md §2).
  { route: 'GET /api/prediction/:fixtureId', answer: predictionResponseSchema.nullable() },
  {
    route: 'POST /api/payment/create-session',
    request: createCheckoutSessionRequestSchema,
    answer: createCheckoutSessionResponseSchema,
  },
  { route: 'GET /api/track-record', answer: trackRecordResponseSchema },
  { route: 'GET /api/track-record/gameweek/:season/:gameweek', answer: trackRecordGameweekResponseSchema },
  {
    route: 'POST /api/session/activate',
    request: sessionActivationRequestSchema,
    answer: sessionActivationResponseSchema,
  },
];

const matcher = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

function issuesOf(schema: ResponseSchema<unknown>, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
}

/**
 * Where a call differs from its contract: the request body, and the answer (the route's answer schema
 * for 2xx, `{detail}` otherwise). A call to a route without a contract is itself an issue.
 */
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
    ...issuesOf(
      call.status >= 200 && call.status < 300 ? contract.answer : errorBodySchema,
      call.answerBody,
    ).map((i) => `answer ${call.status} ${i}`),
  ];
  return issues.map((issue) => `${route}: ${issue}`);
}
