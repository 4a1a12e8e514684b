import { z } from '../zod.ts';

// POST /api/auth/admin-token (gateway): the admin password in, a short-lived HS256 JWT out
// (docs/product.md §6: the token is sent as an Authorization bearer header).
// Strict (as the document says, additionalProperties: false): an unknown field is refused, never ignored.
export const adminLoginRequestSchema = z.strictObject({
  password: z.string().min(1, 'Password required').max(1024),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminTokenResponseSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type AdminTokenResponse = z.infer<typeof adminTokenResponseSchema>;
