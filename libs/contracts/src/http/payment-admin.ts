// Payment payloads beyond the page's own calls (http/payment.ts): the session status lookup that
// honours the session cookie or the X-Session-Token header (docs/product.md §7), and the answer the
// Stripe webhook gives. The payment service answers with exactly these shapes.
import { z } from '../zod.ts';
import { gameweekSchema, seasonSchema } from '../events/common.ts';

/**
 * What a session token is worth right now:
 * - `none`: the request carried no token (neither cookie nor X-Session-Token);
 * - `unknown`: no purchase has that token;
 * - `pending`: checkout started, payment not confirmed by the signed webhook yet;
 * - `paid`: the gameweek is unlocked until `expires_at`;
 * - `expired`: the token's lifetime is over (it grants nothing any more);
 * - `abandoned`: the checkout expired at the provider without a payment.
 */
export const sessionTokenStateSchema = z.enum(['none', 'unknown', 'pending', 'paid', 'expired', 'abandoned']);
export type SessionTokenState = z.infer<typeof sessionTokenStateSchema>;

/** GET /api/session/status. season, gameweek and expires_at are null for `none` and `unknown`. */
export const sessionStatusResponseSchema = z.object({
  state: sessionTokenStateSchema,
  season: seasonSchema.nullable(),
  gameweek: gameweekSchema.nullable(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SessionStatusResponse = z.infer<typeof sessionStatusResponseSchema>;

/**
 * How a verified webhook event was handled: `recorded` changed a purchase, `duplicate` had
 * already been handled, `ignored` is not about a purchase of ours (or not a payment).
 */
export const webhookOutcomeSchema = z.enum(['recorded', 'duplicate', 'ignored']);
export type WebhookOutcome = z.infer<typeof webhookOutcomeSchema>;

/** POST /api/payment/webhook 200 answer. Refused events answer 400 `{detail}` instead. */
export const webhookAcknowledgementSchema = z.object({
  received: z.literal(true),
  outcome: webhookOutcomeSchema,
});
export type WebhookAcknowledgement = z.infer<typeof webhookAcknowledgementSchema>;
