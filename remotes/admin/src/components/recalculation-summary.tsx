import type { RecalculationResult } from '@scoreline/contracts';
import { firstTen } from '../lib/format.ts';
import { Notice, Stat, Stats } from './notice.tsx';

/** docs/product.md §3 "Recalculation result", with the first 10 errors (docs/product.md §9). */
export function RecalculationSummary({ result }: { readonly result: RecalculationResult }) {
  return (
    <div className="ad-result">
      <Notice tone={result.error_count > 0 ? 'warning' : 'success'}>{result.message}</Notice>
      <Stats>
        <Stat label="Processed" value={result.processed} />
        <Stat label="Successful predictions" value={result.successful_predictions} />
        <Stat label="Skipped" value={result.skipped} />
        <Stat label="No historical data" value={result.no_historical_data} />
        <Stat label="Errors" value={result.error_count} />
      </Stats>
      <p className="ad-note">Next step: {result.next_step}</p>
      {result.errors_sample.length > 0 ? (
        <>
          <h3 className="ad-subtitle">Error sample</h3>
          <ul className="ad-list">
            {firstTen(result.errors_sample).map((entry) => (
              <li key={entry.fixture_id}>
                Fixture {entry.fixture_id}: {entry.error}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
