// Payment payloads (docs/product.md §7 POST /api/payment/create-session, §4 "Coming back paid").
// The payment service answers with exactly these shapes; the predictions remote sends and parses them.
import { z } from '../zod.ts';
import { fixtureIdNumberSchema } from './fixtures.ts';

export {
  GAMEWEEK_PRICE_CURRENCY,
  GAMEWEEK_PRICE_PENCE,
  GAMEWEEK_PRICE_TEXT,
  SESSION_ACTIVATION_ATTEMPTS,
  SESSION_ACTIVATION_RETRY_MS,
  SESSION_COOKIE_NAME,
  SESSION_PAYMENT_PENDING_DETAIL,
  SESSION_TOKEN_HEADER,
  SESSION_TOKEN_PARAM,
  SESSION_TOKEN_TTL_MS,
} from '../constants.ts';

const returnUrl = z.url({ protocol: /^https?$/ });

/** From the home screen: both addresses are the site root. */
export const gameweekCheckoutRequestSchema = z.strictObject({
  success_url: returnUrl,
  cancel_url: returnUrl,
});

/** From the fixture page: the fixture whose gameweek is bought; the server picks default addresses when none are given. */
export const fixtureCheckoutRequestSchema = z.strictObject({
  fixture_id: fixtureIdNumberSchema,
  success_url: returnUrl.optional(),
  cancel_url: returnUrl.optional(),
});

/** POST /api/payment/create-session body. A fixture_id makes it the fixture form. Both forms are strict: an unknown field is refused. */
export const createCheckoutSessionRequestSchema = z.union([fixtureCheckoutRequestSchema, gameweekCheckoutRequestSchema]);
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

/** The hosted checkout page to redirect to. A response without it is an error (docs/product.md §5). */
export const createCheckoutSessionResponseSchema = z.object({ url: returnUrl });
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>;

/** The token the checkout's success address carries back as `?session_token=`. */
export const sessionTokenSchema = z.string().min(16).max(512);

/**
 * POST /api/session/activate body. The server answers 200 and sets the HttpOnly cookie
 * `session_token` (7 days, path /, SameSite Lax, Secure); an unknown or unpaid token answers 4xx with `{detail}`.
 */
export const sessionActivationRequestSchema = z.strictObject({ session_token: sessionTokenSchema });
export type SessionActivationRequest = z.infer<typeof sessionActivationRequestSchema>;

export const sessionActivationResponseSchema = z.object({
  active: z.literal(true),
  /** When the cookie (and the access it carries) runs out, ISO 8601. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type SessionActivationResponse = z.infer<typeof sessionActivationResponseSchema>;
