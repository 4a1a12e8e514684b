// POST /api/session/activate: the payment service turns the token into the HttpOnly session cookie.
// The answer is typed by the contract, not parsed with it (README.md, "Bundle budget"); a refusal is
// an ApiError with the server's detail (@scoreline/api-client).
//
// The buyer can be back before Stripe's webhook has marked the purchase paid: the service then
// answers 409 with SESSION_PAYMENT_PENDING_DETAIL at once, and this asks again a second later, a
// bounded number of times. Any other refusal is final.
import { ApiError } from '@scoreline/api-client';
import type { SessionActivationRequest, SessionActivationResponse } from '@scoreline/contracts';
import {
  SESSION_ACTIVATION_ATTEMPTS,
  SESSION_ACTIVATION_RETRY_MS,
  SESSION_PAYMENT_PENDING_DETAIL,
} from '@scoreline/contracts/constants';
import { apiClient } from '../../../lib/api-client.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isPending(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.detail === SESSION_PAYMENT_PENDING_DETAIL;
}

export async function activateSession(
  sessionToken: string,
  retry: { attempts: number; delayMs: number } = {
    attempts: SESSION_ACTIVATION_ATTEMPTS,
    delayMs: SESSION_ACTIVATION_RETRY_MS,
  },
): Promise<SessionActivationResponse> {
  const request: SessionActivationRequest = { session_token: sessionToken };
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiClient.post<SessionActivationResponse>('/api/session/activate', request);
    } catch (error) {
      if (!isPending(error) || attempt >= retry.attempts) throw error;
      await wait(retry.delayMs);
    }
  }
}
