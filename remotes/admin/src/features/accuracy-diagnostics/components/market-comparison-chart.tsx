import type { MarketComparison, ProductionAccuracyBreakdown } from '@scoreline/contracts';
import { BarChartView } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';

type Market = NonNullable<ProductionAccuracyBreakdown['market']>;

export interface MarketComparisonChartProps {
  readonly market: Market;
  readonly rangeLabels: Readonly<Record<keyof Market['by_gameweek_range'], string>>;
}

const SERIES = [
  { key: 'model', label: 'Model outcome accuracy' },
  { key: 'market', label: 'Market favourite accuracy' },
];
const rps = (value: number | null) => (value === null ? '-' : value.toFixed(4));

/**
 * The model against the market (closing-odds favourite) on the same fixtures, per season and
 * gameweek range: outcome accuracy as bars, the ranked probability score (lower is better) in a table.
 */
export function MarketComparisonChart({ market, rangeLabels }: MarketComparisonChartProps) {
  const rows: (readonly [string, MarketComparison])[] = [
    ...Object.entries(market.by_season).sort(([a], [b]) => a.localeCompare(b)),
    ...(Object.keys(rangeLabels) as (keyof Market['by_gameweek_range'])[]).map(
      (key) => [rangeLabels[key], market.by_gameweek_range[key]] as const,
    ),
  ];
  return (
    <div className="ad-market">
      <BarChartView
        title="Model vs market"
        description={<p>Closing-odds favourite on the same {market.overall.total} fixtures (admin only).</p>}
        data={rows.map(([group, row]) => ({
          group,
          model: row.model_outcome_accuracy,
          market: row.market_outcome_accuracy,
        }))}
        category={{ key: 'group', label: 'Group' }}
        series={SERIES}
        valueDomain={[0, 100]}
        formatValue={formatPercent}
        showTable={false}
      />
      {/* Focusable: on a narrow screen the table scrolls sideways, and the keyboard must reach it. */}
      <table className="ad-table" tabIndex={0}>
        <caption>Model vs market: outcome accuracy and RPS (lower RPS is better)</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Fixtures</th>
            <th scope="col">Model</th>
            <th scope="col">Market</th>
            <th scope="col">Model RPS</th>
            <th scope="col">Market RPS</th>
          </tr>
        </thead>
        <tbody>
          {[...rows, ['Overall', market.overall] as const].map(([label, row]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{row.total}</td>
              <td>{formatPercent(row.model_outcome_accuracy, 2)}</td>
              <td>{formatPercent(row.market_outcome_accuracy, 2)}</td>
              <td>{rps(row.model_rps)}</td>
              <td>{rps(row.market_rps)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
