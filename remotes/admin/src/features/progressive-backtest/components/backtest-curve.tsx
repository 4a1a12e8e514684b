import type { BacktestGameweek } from '@scoreline/contracts';
import { LineChartView } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';

/** The running outcome and exact-score accuracy over the gameweeks of the run (libs/ui's chart library). */
export function BacktestCurve({ gameweeks }: { readonly gameweeks: readonly BacktestGameweek[] }) {
  const rows = gameweeks.map((week) => ({
    week: `${week.season} GW${week.gameweek}`,
    outcome: week.cumulative_outcome_accuracy,
    exact: week.cumulative_score_accuracy,
  }));
  return (
    <LineChartView
      title="Backtest accuracy over gameweeks"
      description="Cumulative accuracy after each gameweek of the run."
      data={rows}
      x={{ key: 'week', label: 'Gameweek' }}
      series={[
        { key: 'outcome', label: 'Outcome accuracy' },
        { key: 'exact', label: 'Exact score accuracy' },
      ]}
      yDomain={[0, 100]}
      formatValue={formatPercent}
    />
  );
}
