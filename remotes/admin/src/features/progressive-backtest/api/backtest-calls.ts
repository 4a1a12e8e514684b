// Progressive Backtest (docs/product.md §7, bearer; the experiment service answers). The panel always
// sends the fixed range 2024 GW1 → 2025 GW7.
import type {
  ProgressiveBacktestDetailed,
  ProgressiveBacktestRequest,
  ProgressiveBacktestResult,
} from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const BACKTEST_RANGE: ProgressiveBacktestRequest = {
  start_season: 2024,
  start_gameweek: 1,
  end_season: 2025,
  end_gameweek: 7,
};

export const runProgressiveBacktest = (token: string) =>
  apiClient.post<ProgressiveBacktestResult>('/api/backtest/progressive', BACKTEST_RANGE, { bearer: token });

export const loadBacktestResults = (token: string) =>
  apiClient.get<ProgressiveBacktestDetailed>('/api/backtest/progressive/results/detailed', { bearer: token });
