import { Router } from 'express';
import { API, adminLoginRequestSchema } from '@scoreline/contracts';
import { parseBody, passwordBudgetKey } from '@scoreline/service-kit';
import { issueAdminToken, type IssueAdminTokenDeps } from '../use-cases/issue-admin-token.ts';

export type AuthRoutesDeps = IssueAdminTokenDeps;

// POST /api/auth/admin-token: the admin panel's login (use-cases/issue-admin-token.ts). The
// attempt takes from the client IP's failed-password budget.
export function authRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();
  router.post(API.adminToken.route, async (req, res) => {
    const { password } = parseBody(req, adminLoginRequestSchema);
    const answer = await issueAdminToken({ password, budgetKey: passwordBudgetKey(req) }, deps);
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
