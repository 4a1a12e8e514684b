// POST /api/session/activate: the payment service turns the token into the HttpOnly session cookie.
import { sessionActivationResponseSchema, type SessionActivationResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function activateSession(sessionToken: string): Promise<SessionActivationResponse> {
  return apiClient.post(
    '/api/session/activate',
    { session_token: sessionToken },
    sessionActivationResponseSchema,
  );
}
