// GET /api/prediction/gameweek/{season}/{gameweek}: the gameweek as the visitor's session may see it.
// The answer is typed by the contract, not parsed with it (README.md, "Bundle budget"); the premium
// fields are present only when the session unlocked the gameweek.
import type { GameweekPredictionsResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getGameweekAccess(season: string, gameweek: number, signal?: AbortSignal): Promise<GameweekPredictionsResponse> {
  return apiClient.get<GameweekPredictionsResponse>(
    `/api/prediction/gameweek/${encodeURIComponent(season)}/${gameweek}`,
    { signal },
  );
}
