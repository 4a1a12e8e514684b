import type { RefreshSeasonProgress, RefreshStatus } from '@scoreline/contracts';
import { cx } from '@scoreline/ui';

const STATUS_TEXT: Record<RefreshSeasonProgress['status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  retrying: 'Retrying',
  completed: 'Completed',
  error: 'Error',
};

/** The per-season progress list: status, counts and a progress bar per season. */
export function RefreshProgressList({ status }: { readonly status: RefreshStatus }) {
  const seasons = Object.entries(status.progress).sort(([a], [b]) => a.localeCompare(b));
  return (
    <ul className="ad-progress" aria-label="Refresh progress by season">
      {seasons.map(([year, season]) => {
        const share = season.total > 0 ? Math.round((season.processed / season.total) * 100) : 0;
        return (
          <li key={year} className={cx('ad-progress__season', `ad-progress__season--${season.status}`)}>
            <div className="ad-progress__head">
              <strong>{season.season_label}</strong>
              <span className="ad-progress__status">{STATUS_TEXT[season.status]}</span>
            </div>
            <progress max={100} value={share} aria-label={`${season.season_label} progress`}>
              {share}%
            </progress>
            <p className="ad-progress__counts">
              {season.processed}/{season.total} processed · {season.updated} updated · {season.skipped}{' '}
              skipped · {season.no_data} without data
            </p>
            {season.error ? <p className="ad-progress__error">{season.error}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
