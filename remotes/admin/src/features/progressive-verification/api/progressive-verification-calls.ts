// Progressive Backtesting Verification (docs/product.md §7; no token, docs/product.md §6).
import type { ProgressiveSample, SeasonCompleteness } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getProgressiveSample = () =>
  apiClient.get<ProgressiveSample>('/api/diagnostics/progressive-sample');

export const getSeasonCompleteness = (season: number) =>
  apiClient.get<SeasonCompleteness>(`/api/diagnostics/season-completeness/${season}`);
