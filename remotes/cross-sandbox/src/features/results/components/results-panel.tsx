import type { MatrixResult } from '@scoreline/contracts';
import { Card } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { AccuracyHeatMap } from './accuracy-heat-map.tsx';

/** The matrix result (docs/product.md §3): counts, the two bests with two decimals, and the heat map. */
export function ResultsPanel({ result }: { readonly result: MatrixResult }) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-results">
      <h2 id="cs-results">Test Results</h2>
      <dl>
        <dt>Weight sets tested</dt>
        <dd>{result.weight_sets_tested}</dd>
        <dt>Rounding configs tested</dt>
        <dd>{result.rounding_configs_tested}</dd>
        <dt>Total combinations</dt>
        <dd>{result.total_combinations}</dd>
        <dt>Total fixtures</dt>
        <dd>{result.total_fixtures}</dd>
      </dl>
      <h3>Best outcome accuracy</h3>
      <p>
        {result.best_outcome.weight_set_name} × {result.best_outcome.rounding_config_name}: {formatPercent(result.best_outcome.outcome_accuracy, 2)}
      </p>
      <h3>Best exact score accuracy</h3>
      <p>
        {result.best_exact_score.weight_set_name} × {result.best_exact_score.rounding_config_name}: {formatPercent(result.best_exact_score.exact_score_accuracy, 2)}
      </p>
      <AccuracyHeatMap result={result} />
    </Card>
  );
}
