// The paid session (docs/product.md §3, §4 and §7):
// - POST /api/session/activate {session_token}: sets the HttpOnly `session_token` cookie for a
//   paid token (7 days at most, path /, SameSite Lax, Secure), so the page never writes it;
// - GET /api/session/status: what the token in the cookie, or in X-Session-Token, is worth.
import {
  API,
  type SessionActivationResponse,
  sessionActivationRequestSchema,
  SESSION_COOKIE_NAME,
  SESSION_TOKEN_HEADER,
} from '@scoreline/contracts';
import { parseBody } from '@scoreline/service-kit';
import cookieParser from 'cookie-parser';
import type { Request, Router } from 'express';
import type { PaymentContext } from '../context.ts';
import { activateSession } from '../use-cases/activate-session.ts';
import { getSessionStatus } from '../use-cases/get-session-status.ts';

/** Every distinct token the request presents: the header's and the cookie's (cookie-parser must have run). */
export function presentedSessionTokens(req: Request): string[] {
  const header = req.get(SESSION_TOKEN_HEADER)?.trim();
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const cookie = cookies?.[SESSION_COOKIE_NAME];
  return [...new Set([header, typeof cookie === 'string' ? cookie.trim() : undefined].filter((t): t is string => typeof t === 'string' && t !== ''))];
}

/** The header first (the page sends it when the API is on another origin), else the cookie. */
export function sessionTokenOf(req: Request): string | undefined {
  const header = req.get(SESSION_TOKEN_HEADER)?.trim();
  if (header) return header;
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const cookie = cookies?.[SESSION_COOKIE_NAME];
  return typeof cookie === 'string' && cookie.trim() !== '' ? cookie.trim() : undefined;
}

export function sessionRoutes(router: Router, context: PaymentContext): void {
  // Inside the service router, so it only parses cookies of the payment service's own paths.
  router.use('/api/session', cookieParser());

  router.post(API.activateSession.route, async (req, res) => {
    const { session_token: token } = parseBody(req, sessionActivationRequestSchema);
    const activated = await activateSession({ token }, { repositories: context.repositories, clock: context.clock });
    res.cookie(SESSION_COOKIE_NAME, token, {
      maxAge: activated.maxAgeMs,
      path: '/',
      sameSite: 'lax',
      secure: true,
      httpOnly: true,
    });
    res.set('Cache-Control', 'no-store');
    res.json({
      active: true,
      expires_at: activated.expiresAt.toISOString(),
    } satisfies SessionActivationResponse);
  });

  router.get(API.sessionStatus.route, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await getSessionStatus({ token: sessionTokenOf(req) }, context));
  });
}
