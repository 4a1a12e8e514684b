// POST /api/auth/admin-token: the admin panel's login. The password is checked against the scrypt
// hash in constant time (service-kit); every attempt takes from the client's failed-password
// budget, the one the services' ?admin_password= guards take from too, and a right password gives
// its attempt back. A right password within the budget gets a signed admin token.
import type { AdminTokenResponse } from '@scoreline/contracts';
import {
  AppError,
  attemptAdminPassword,
  issueAdminToken as signAdminToken,
  tooManyPasswordAttempts,
  type AdminPasswordBudget,
  type AuthConfig,
} from '@scoreline/service-kit';

export interface IssueAdminTokenDeps {
  auth: Pick<AuthConfig, 'JWT_SECRET' | 'ADMIN_PASSWORD_HASH'>;
  tokenTtlSeconds: number;
  budget: AdminPasswordBudget;
}

export interface IssueAdminTokenInput {
  password: string;
  /** Whose failed-password budget the attempt takes from: the client IP (service-kit passwordBudgetKey). */
  budgetKey: string;
}

export async function issueAdminToken(
  input: IssueAdminTokenInput,
  deps: IssueAdminTokenDeps,
): Promise<AdminTokenResponse> {
  const attempt = await attemptAdminPassword(deps.budget, input.budgetKey, input.password, deps.auth.ADMIN_PASSWORD_HASH);
  if (attempt.outcome === 'spent') throw tooManyPasswordAttempts(attempt.retryAfterSeconds, 'Too many failed login attempts; try again later');
  if (attempt.outcome === 'rejected') throw AppError.unauthorized('Incorrect password');
  return {
    token: signAdminToken(deps.auth, deps.tokenTtlSeconds),
    token_type: 'Bearer',
    expires_in: deps.tokenTtlSeconds,
  };
}
