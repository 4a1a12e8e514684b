// POST /api/payment/create-session (docs/product.md §7) and its two errors (docs/product.md §8). The answer
// is typed by the contract, not parsed with it (README.md, "Bundle budget"); the rule docs/product.md §8
// gives the client, a missing url, is enforced here.
import { ApiError } from '@scoreline/api-client';
import type { CreateCheckoutSessionRequest, CreateCheckoutSessionResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** The answer as it may arrive: docs/product.md §8 reckons with one without a url (or an empty one). */
export type CheckoutAnswer = Partial<CreateCheckoutSessionResponse> | null;

const NO_CHECKOUT_URL = 'No checkout URL returned from server.';

/** docs/product.md §8: a checkout answer without a url is an error. */
export function checkoutUrlOf(answer: CheckoutAnswer): string {
  if (!answer?.url) throw new Error(NO_CHECKOUT_URL);
  return answer.url;
}

/** Starts a hosted checkout and returns the address to send the browser to. */
export async function createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<string> {
  let answer: CheckoutAnswer;
  try {
    answer = await apiClient.post<CheckoutAnswer>('/api/payment/create-session', request);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(`Payment session failed: ${error.detail}`, { cause: error });
    }
    throw error;
  }
  return checkoutUrlOf(answer);
}

/** Home: both addresses are the site root, where the paid return is handled. */
export function gameweekCheckoutRequest(
  origin: string = window.location.origin,
): CreateCheckoutSessionRequest {
  const root = new URL('/', origin).href;
  return { success_url: root, cancel_url: root };
}

/** Fixture page: the fixture whose gameweek is bought. */
export function fixtureCheckoutRequest(fixtureId: number): CreateCheckoutSessionRequest {
  return { fixture_id: fixtureId };
}
