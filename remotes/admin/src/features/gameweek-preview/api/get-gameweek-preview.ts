// Preview Current Gameweek (docs/product.md §7): the admin bypass, exact scores and probabilities
// without payment (bearer).
import type { GameweekPreview } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getGameweekPreview = (token: string) =>
  apiClient.get<GameweekPreview>('/api/admin/preview-current-gameweek', { bearer: token });
