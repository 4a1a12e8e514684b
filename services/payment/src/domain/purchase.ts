// A purchase: one £9.99 unlock of one gameweek, keyed by its Stripe Checkout Session id (the
// natural id every webhook names). It starts `pending` when the checkout is created and only
// the signed webhook makes it `paid`; `abandoned` when the checkout expired unpaid.
import { GAMEWEEK_PRICE } from './price.ts';

export const PURCHASE_STATES = ['pending', 'paid', 'abandoned'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

/** Which checkout took the payment: Stripe, or the local test page (development only). */
export const CHECKOUT_KINDS = ['stripe', 'local-test'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** What the metadata names: one product, so a session of another integration is never mistaken for ours. */
export const GAMEWEEK_UNLOCK_PRODUCT = 'gameweek_unlock';

export interface Purchase {
  /** The Checkout Session id (cs_…): the document's `_id`. */
  readonly session_id: string;
  /** Our own random id of the attempt: client_reference_id, metadata.purchase_id, idempotency key. */
  readonly purchase_id: string;
  readonly token_hash: string;
  readonly season: string;
  readonly gameweek: number;
  /** The fixture page it was bought from, or null from the home screen. */
  readonly fixture_id: string | null;
  readonly state: PurchaseState;
  readonly checkout: CheckoutKind;
  readonly amount: number;
  readonly currency: string;
  /** The return addresses without the token (the raw token is never stored). */
  readonly success_url: string;
  readonly cancel_url: string;
  readonly created_at: Date;
  readonly token_expires_at: Date;
  readonly paid_at: Date | null;
  /** When payment.completed was published; null while it still has to be (a failed publish is retried). */
  readonly published_at: Date | null;
  /** The Stripe event that completed it. */
  readonly completed_by_event: string | null;
}

/** The metadata a session carries, as Stripe stores it (string values only). */
export function purchaseMetadata(
  purchase: Pick<Purchase, 'purchase_id' | 'season' | 'gameweek' | 'fixture_id'>,
): Record<string, string> {
  return {
    product: GAMEWEEK_UNLOCK_PRODUCT,
    purchase_id: purchase.purchase_id,
    season: purchase.season,
    gameweek: String(purchase.gameweek),
    ...(purchase.fixture_id === null ? {} : { fixture_id: purchase.fixture_id }),
  };
}

/** The parts of a Checkout Session (from a webhook event) that say which purchase it completes. */
export interface SessionFacts {
  readonly id: string;
  readonly client_reference_id: string | null;
  readonly metadata: Readonly<Record<string, string>>;
  readonly amount_total: number | null;
  readonly currency: string | null;
}

/**
 * Why a session does not complete this purchase, or null when it does. The session id found the
 * purchase; the reference, the metadata and the amount must all agree too, so a session of
 * another integration on the same Stripe account, or one created for another gameweek, can never
 * unlock this one.
 */
export function mismatchBetween(session: SessionFacts, purchase: Purchase): string | null {
  if (session.id !== purchase.session_id) return 'session id differs';
  if (session.client_reference_id !== purchase.purchase_id) return 'client_reference_id differs';
  const expected = purchaseMetadata(purchase);
  for (const [key, value] of Object.entries(expected)) {
    if (session.metadata[key] !== value) return `metadata.${key} differs`;
  }
  if (session.amount_total !== purchase.amount || session.currency !== purchase.currency) {
    return `amount ${session.amount_total ?? 'null'} ${session.currency ?? 'null'} is not ${purchase.amount} ${purchase.currency}`;
  }
  return null;
}

export function newPurchaseAmount(): { amount: number; currency: string } {
  return { amount: GAMEWEEK_PRICE.amount, currency: GAMEWEEK_PRICE.currency };
}
