// Season refresh (docs/product.md §7): POST /api/refresh/season/{season} (bearer), then
// GET /api/refresh/status for the progress and the live season's schedule. Data Management's
// 'Refresh All Seasons' and the live season's section both start and follow refreshes.
import type { RefreshAccepted, RefreshStatus } from '@scoreline/contracts';
import { apiClient } from './api-client.ts';

export const startSeasonRefresh = (season: number, token: string) =>
  apiClient.post<RefreshAccepted>(`/api/refresh/season/${season}`, undefined, { bearer: token });

export const getRefreshStatus = (token: string) => apiClient.get<RefreshStatus>('/api/refresh/status', { bearer: token });

/** docs/product.md §4: the status is polled every 2 s while a refresh runs. */
export const REFRESH_POLL_MS = 2000;
