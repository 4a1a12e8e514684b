// Progressive Backtesting Verification (spec section 7; no token, spec section 6).
import type { ProgressiveSample, SeasonCompleteness } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getProgressiveSample = () =>
  apiClient.get<ProgressiveSample>('/api/diagnostics/progressive-sample');

export const getSeasonCompleteness = (season: number) =>
  apiClient.get<SeasonCompleteness>(`/api/diagnostics/season-completeness/${season}`);
