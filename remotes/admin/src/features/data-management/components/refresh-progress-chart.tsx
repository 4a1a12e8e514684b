import type { RefreshStatus } from '@scoreline/contracts';
import { BarChartView } from '@scoreline/ui/charts';

/** The refresh progress as bars: fixtures processed against the season's total (libs/ui's chart library). */
export function RefreshProgressChart({ status }: { readonly status: RefreshStatus }) {
  const rows = Object.entries(status.progress)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, season]) => ({
      season: season.season_label,
      updated: season.updated,
      skipped: season.skipped,
      remaining: Math.max(0, season.total - season.processed),
    }));
  return (
    <BarChartView
      title="Refresh progress"
      data={rows}
      category={{ key: 'season', label: 'Season' }}
      series={[
        { key: 'updated', label: 'Updated' },
        { key: 'skipped', label: 'Skipped' },
        { key: 'remaining', label: 'Remaining' },
      ]}
      height={220}
    />
  );
}
