import { lazy, Suspense } from 'react';
import type { RoundingBatchResponse } from '@scoreline/contracts';
import { Button, Card, Spinner } from '@scoreline/ui';

// The results draw a chart: the chart library loads with them, not with the page.
const BatchResults = lazy(() => import('./batch-results.tsx'));

export interface BatchTestPanelProps {
  readonly running: boolean;
  readonly onRun: () => void;
  readonly result: RoundingBatchResponse | null;
}

/** Runs every configuration on the same fixtures and shows the results best first (docs/product.md §7). */
export function BatchTestPanel({ running, onRun, result }: BatchTestPanelProps) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="rs-batch">
      <div className="sl-section__head">
        <h2 id="rs-batch">Batch Test</h2>
        <Button busy={running} onClick={onRun}>
          {running ? 'Testing...' : 'Run Batch Test'}
        </Button>
      </div>
      <p className="sl-muted">
        Tests every configuration on the same played fixtures with the production weights. Takes about a minute.
      </p>
      {result ? (
        <Suspense fallback={<Spinner label="Loading results..." />}>
          <BatchResults result={result} />
        </Suspense>
      ) : null}
    </Card>
  );
}
