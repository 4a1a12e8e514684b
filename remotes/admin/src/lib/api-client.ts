// The remote's one configured API client: the base address rule of docs/product.md §9, with the
// production API fixed at build time.
import { createApiClient } from '@scoreline/api-client';

export const apiClient = createApiClient({ productionBaseUrl: import.meta.env.VITE_SCORELINE_API_BASE });
