// The blog's one client for the backend: libs/api-client applies the base-address rule of
// docs/product.md §9 (localhost → the gateway on :8000, otherwise the page's origin or the
// configured production API), sends cookies and the session header; src/lib/answer-shape.ts checks
// what the pages draw.
import { createApiClient } from '@scoreline/api-client';

export const api = createApiClient({ productionBaseUrl: import.meta.env.VITE_SCORELINE_API_BASE });
