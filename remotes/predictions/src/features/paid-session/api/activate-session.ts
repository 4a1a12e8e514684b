// POST /api/session/activate: the payment service turns the token into the HttpOnly session cookie.
// The answer is typed by the contract, not parsed with it (README.md, "Bundle budget"); a refusal is
// an ApiError with the server's detail (@scoreline/api-client).
import type { SessionActivationRequest, SessionActivationResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function activateSession(sessionToken: string): Promise<SessionActivationResponse> {
  const request: SessionActivationRequest = { session_token: sessionToken };
  return apiClient.post<SessionActivationResponse>('/api/session/activate', request);
}
