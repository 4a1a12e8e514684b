import { TRACK_RECORD_ROLLING_GAMEWEEKS } from '@scoreline/contracts/constants';
import type { TrackRecordGameweekPoint } from '@scoreline/contracts';
import { DeferredLineChartView } from '@scoreline/ui/charts/deferred';
import { formatPercent } from '@scoreline/ui/format';
import { TRACK_RECORD_TEXTS as T } from '../texts.ts';

/** Rolling outcome accuracy over gameweeks, the model against always-home-win; drawn once it nears the screen (below the fold on a phone). */
export function RollingAccuracyChart({ points }: { readonly points: readonly TrackRecordGameweekPoint[] }) {
  const data = points.map((p) => ({
    gameweek: `${p.season} GW${p.gameweek}`,
    model: p.rolling_outcome_accuracy,
    baseline: p.rolling_baseline_accuracy,
  }));
  return (
    <DeferredLineChartView
      title={T.chartTitle}
      description={T.chartDescription(TRACK_RECORD_ROLLING_GAMEWEEKS)}
      data={data}
      x={{ key: 'gameweek', label: T.gameweek }}
      series={[
        { key: 'model', label: T.chartModel },
        { key: 'baseline', label: T.chartBaseline },
      ]}
      yDomain={[0, 100]}
      formatValue={(value) => formatPercent(value, 0)}
      headingLevel={2}
    />
  );
}
