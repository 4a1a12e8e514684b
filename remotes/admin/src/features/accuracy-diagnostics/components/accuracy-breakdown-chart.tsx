import type { AccuracySummary } from '@scoreline/contracts';
import { BarChartView } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';

export interface AccuracyBreakdownChartProps {
  readonly seasons: readonly (readonly [string, AccuracySummary])[];
  readonly ranges: readonly (readonly [string, AccuracySummary])[];
}

const rowsOf = (groups: AccuracyBreakdownChartProps['seasons']) =>
  groups.map(([group, row]) => ({
    group,
    outcome: row.outcome_accuracy,
    exact: row.score_accuracy,
  }));

const SERIES = [
  { key: 'outcome', label: 'Outcome accuracy' },
  { key: 'exact', label: 'Exact score accuracy' },
];
/** Accuracy by season and by gameweek range as bars (libs/ui's chart library). */
export function AccuracyBreakdownChart({ seasons, ranges }: AccuracyBreakdownChartProps) {
  return (
    <div className="ad-charts">
      <BarChartView
        title="Accuracy by season"
        data={rowsOf(seasons)}
        category={{ key: 'group', label: 'Season' }}
        series={SERIES}
        valueDomain={[0, 100]}
        formatValue={formatPercent}
      />
      <BarChartView
        title="Accuracy by gameweek range"
        data={rowsOf(ranges)}
        category={{ key: 'group', label: 'Gameweeks' }}
        series={SERIES}
        valueDomain={[0, 100]}
        formatValue={formatPercent}
      />
    </div>
  );
}
