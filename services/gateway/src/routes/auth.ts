import { Router } from 'express';
import { adminLoginRequestSchema, type AdminTokenResponse } from '@scoreline/contracts';
import { AppError, issueAdminToken, parseBody, verifyPassword, type AuthConfig } from '@scoreline/service-kit';
import type { RequestHandler } from 'express';

export interface AuthRoutesDeps {
  config: AuthConfig;
  tokenTtlSeconds: number;
  loginLimiter: RequestHandler;
}

// POST /api/auth/admin-token: the admin panel's login. The password is checked against the scrypt
// hash in constant time (service-kit); failures are rate limited per IP before the check runs.
export function authRoutes(deps: AuthRoutesDeps): Router {
  const router = Router();
  router.post('/api/auth/admin-token', deps.loginLimiter, async (req, res) => {
    const { password } = parseBody(req, adminLoginRequestSchema);
    if (!(await verifyPassword(password, deps.config.ADMIN_PASSWORD_HASH))) {
      throw AppError.unauthorized('Incorrect password');
    }
    const answer: AdminTokenResponse = {
      token: issueAdminToken(deps.config, deps.tokenTtlSeconds),
      token_type: 'Bearer',
      expires_in: deps.tokenTtlSeconds,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
