// The contract of every call a remote's pages make, for its tests: the remotes' bundles ship no zod
// (remotes/predictions/README.md, "Bundle budget"), so it is in the fake backend that answers and
// requests are parsed with the libs/contracts schemas. Each remote lists its own routes; this turns
// the list into the check fake-fetch.ts runs on every call.
import type { ResponseSchema } from '@scoreline/api-client';
import { adminLoginRequestSchema, adminTokenResponseSchema, errorBodySchema } from '@scoreline/contracts';

export interface RouteContract {
  /** `METHOD /path`, ':param' standing for one path segment. */
  readonly route: string;
  readonly request?: ResponseSchema<unknown>;
  /** The 2xx answer; an empty body reaches the page as null. */
  readonly answer: ResponseSchema<unknown>;
}

/** One call as the fake backend saw it. */
export interface ContractCall {
  readonly method: string;
  readonly pathname: string;
  readonly requestBody: unknown;
  readonly status: number;
  readonly answerBody: unknown;
}

/** The admin login every admin page's gate calls (`@scoreline/ui/admin` useAdminSession). */
export const ADMIN_LOGIN_CONTRACT: RouteContract = {
  route: 'POST /api/auth/admin-token',
  request: adminLoginRequestSchema,
  answer: adminTokenResponseSchema,
};

/** Calls with an empty body (docs/product.md §7): a POST that sends nothing. */
export const noBody: ResponseSchema<undefined> = {
  safeParse: (value) =>
    value === undefined
      ? { success: true, data: undefined }
      : { success: false, error: { issues: [{ path: [], message: 'expected an empty body' }] } },
};

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
export function routeContractIssues(contracts: readonly RouteContract[]): (call: ContractCall) => string[] {
  return (call) => {
    const route = `${call.method} ${call.pathname}`;
    const contract = contracts.find((candidate) => matcher(candidate.route).test(route));
    if (!contract) return [`${route}: no contract for this call`];
    const issues = [
      ...(contract.request ? issuesOf(contract.request, call.requestBody).map((i) => `request ${i}`) : []),
      ...issuesOf(
        call.status >= 200 && call.status < 300 ? contract.answer : errorBodySchema,
        call.answerBody,
      ).map((i) => `answer ${call.status} ${i}`),
    ];
    return issues.map((issue) => `${route}: ${issue}`);
  };
}
