// The latest stored progressive backtest, gameweek by gameweek (404 before the first run).
import type { ProgressiveBacktestDetailed } from '@scoreline/contracts';
import { AppError } from '@scoreline/service-kit';
import type { Repositories } from './ports.ts';

export async function getLatestBacktest(
  deps: Pick<Repositories, 'backtestRuns'>,
): Promise<ProgressiveBacktestDetailed> {
  const latest = await deps.backtestRuns.latest();
  if (!latest) throw AppError.notFound('No progressive backtest has been run yet: run one first');
  return latest;
}
