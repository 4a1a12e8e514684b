// The hosted checkout a purchase is paid on: Stripe Checkout, or (development without a Stripe
// key) the local test page. Both complete through the same signed webhook.
import type { CheckoutKind } from '../domain/purchase.ts';

export interface CheckoutSessionRequest {
  readonly purchaseId: string;
  readonly season: string;
  readonly gameweek: number;
  /** The success address with `?session_token=`: only ever sent to the checkout and the buyer. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly sessionToken: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** One per attempt: a retried request to Stripe cannot create a second session. */
  readonly idempotencyKey: string;
  /** This API's own origin as the browser reached it (the local test page is served there). */
  readonly apiOrigin: string;
}

export interface CreatedCheckoutSession {
  readonly id: string;
  readonly url: string;
}

export interface CheckoutGateway {
  readonly kind: CheckoutKind;
  create(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /** Best effort: closes a session nobody will be able to complete (its purchase was not stored). */
  expire(sessionId: string): Promise<void>;
}

/** The provider refused or could not be reached; `detail` is safe to show and to log. */
export class CheckoutProviderError extends Error {
  override readonly name = 'CheckoutProviderError';
  readonly detail: string;
  /** No answer at all (connection refused, reset, timed out): worth trying again later, unlike a refusal. */
  readonly unreachable: boolean;

  constructor(detail: string, options: { unreachable?: boolean } = {}) {
    super(detail);
    this.detail = detail;
    this.unreachable = options.unreachable ?? false;
  }
}
