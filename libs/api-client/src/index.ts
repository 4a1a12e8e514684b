// Public entry of @scoreline/api-client: the browser's HTTP client (docs/product.md §7 and §9).
export { createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, CallOptions, RequestOptions, ResponseSchema } from './client.ts';
export {
  currentApiBaseUrl,
  isLocalHostname,
  resolveApiBaseUrl,
  LOCAL_API_BASE_URL,
  GATEWAY_PORT,
} from './base-url.ts';
export type { BaseUrlOptions, PageLocation } from './base-url.ts';
export {
  ApiContractError,
  ApiError,
  errorMessage,
  failureMessage,
  isApiError,
  isAuthFailure,
  retryAfterSecondsOf,
} from './errors.ts';
export {
  SESSION_TOKEN_STORAGE_KEY,
  clearSessionToken,
  readSessionToken,
  storeSessionToken,
} from './session-token.ts';
export type { TokenStorage } from './session-token.ts';
