// The gate's two server checks: the password against the gateway's admin login, and the token by a
// successful bearer call (the diagnostic, which the dashboard needs first anyway).
import { adminTokenResponseSchema, type AdminTokenResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function verifyAdminPassword(password: string): Promise<AdminTokenResponse> {
  return apiClient.post('/api/auth/admin-token', { password }, adminTokenResponseSchema);
}
