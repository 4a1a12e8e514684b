// Season refresh (docs/product.md §7): POST /api/refresh/season/{season} (bearer) for each season, then
// GET /api/refresh/status for the progress.
import type { RefreshAccepted, RefreshStatus } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** docs/product.md §9: the seasons a refresh covers, started in this order. */
export const REFRESH_SEASONS = [2022, 2023, 2024, 2025] as const;

export const startSeasonRefresh = (season: number, token: string) =>
  apiClient.post<RefreshAccepted>(`/api/refresh/season/${season}`, undefined, { bearer: token });

export const getRefreshStatus = (token: string) =>
  apiClient.get<RefreshStatus>('/api/refresh/status', { bearer: token });
