// The remote's one configured API client: the section 9 base address rule, with the production API
// fixed at build time.
import { createApiClient } from '@scoreline/api-client';

export const apiClient = createApiClient({ productionBaseUrl: import.meta.env.VITE_SCORELINE_API_BASE });
