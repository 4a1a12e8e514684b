import type { MatrixHistoryEntry } from '@scoreline/contracts';
import { Card } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Past matrix tests, newest first (docs/product.md §3, "History entry"). */
export function HistoryList({ history }: { readonly history: readonly MatrixHistoryEntry[] }) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-history">
      <h2 id="cs-history">Test History</h2>
      {history.length === 0 ? <p>No matrix tests yet.</p> : null}
      <ul aria-label="Test history">
        {history.map((entry) => (
          <li key={entry.id}>
            {date.format(new Date(entry.test_date))}: {entry.total_combinations} combinations, {entry.total_fixtures} fixtures, best outcome accuracy{' '}
            {formatPercent(entry.best_outcome_accuracy, 2)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
