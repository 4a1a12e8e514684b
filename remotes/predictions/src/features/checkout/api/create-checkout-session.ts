// POST /api/payment/create-session (spec section 7) and its two errors (spec section 8).
import { ApiError } from '@scoreline/api-client';
import { createCheckoutSessionResponseSchema, type CreateCheckoutSessionRequest } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

// The url is checked by hand below so that its absence gets the spec's own message.
const answerSchema = createCheckoutSessionResponseSchema.partial().nullable();

/** Starts a hosted checkout and returns the address to send the browser to. */
export async function createCheckoutSession(request: CreateCheckoutSessionRequest): Promise<string> {
  let answer;
  try {
    answer = await apiClient.post('/api/payment/create-session', request, answerSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) {
      throw new Error(`Payment session failed: ${error.detail}`, { cause: error });
    }
    throw error;
  }
  if (!answer?.url) throw new Error('No checkout URL returned from server.');
  return answer.url;
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
