import { Router } from 'express';
import { adminLoginRequestSchema, type AdminTokenResponse } from '@scoreline/contracts';
import {
  AppError,
  issueAdminToken,
  parseBody,
  passwordBudgetKey,
  tooManyPasswordAttempts,
  verifyPassword,
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
  router.post('/api/auth/admin-token', async (req, res) => {
    const { password } = parseBody(req, adminLoginRequestSchema);
    const key = passwordBudgetKey(req);
    const taken = await deps.budget.take(key);
    if (!taken.ok) throw tooManyPasswordAttempts(taken.retryAfterSeconds, 'Too many failed login attempts; try again later');
    if (!(await verifyPassword(password, deps.config.ADMIN_PASSWORD_HASH))) {
      throw AppError.unauthorized('Incorrect password');
    }
    await deps.budget.giveBack(key);
    const answer: AdminTokenResponse = {
      token: issueAdminToken(deps.config, deps.tokenTtlSeconds),
      token_type: 'Bearer',
      expires_in: deps.tokenTtlSeconds,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
