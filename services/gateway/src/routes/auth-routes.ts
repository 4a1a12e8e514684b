import { Router } from 'express';
import { API, adminLoginRequestSchema, type AdminTokenResponse } from '@scoreline/contracts';
import {
  AppError,
  attemptAdminPassword,
  issueAdminToken,
  parseBody,
  passwordBudgetKey,
  tooManyPasswordAttempts,
  type AdminPasswordBudget,
  type AuthConfig,
} from '@scoreline/service-kit';

export interface AuthRoutesDeps {
  config: AuthConfig;
  tokenTtlSeconds: number;
  budget: AdminPasswordBudget;
}

// POST /api/auth/admin-token: the admin panel's login. The password is checked against the scrypt
// hash in constant time (service-kit); every attempt takes from the client IP's failed-password
// budget, the one the services' ?admin_password= guards take from too, and a right password gives
// its attempt back.
export function authRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();
  router.post(API.adminToken.route, async (req, res) => {
    const { password } = parseBody(req, adminLoginRequestSchema);
    const attempt = await attemptAdminPassword(deps.budget, passwordBudgetKey(req), password, deps.config.ADMIN_PASSWORD_HASH);
    if (attempt.outcome === 'spent') throw tooManyPasswordAttempts(attempt.retryAfterSeconds, 'Too many failed login attempts; try again later');
    if (attempt.outcome === 'rejected') throw AppError.unauthorized('Incorrect password');
    const answer: AdminTokenResponse = {
      token: issueAdminToken(deps.config, deps.tokenTtlSeconds),
      token_type: 'Bearer',
      expires_in: deps.tokenTtlSeconds,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
