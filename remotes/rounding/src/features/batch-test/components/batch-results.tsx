import { ROUNDING_MODE_LABELS, type RoundingBatchResponse } from '@scoreline/contracts';
import { Badge } from '@scoreline/ui';
import { AccuracyBarsView } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';

/** The batch results, best first: a chart of both accuracies and the table of counts. */
export default function BatchResults({ result }: { readonly result: RoundingBatchResponse }) {
  const [best] = result.results;
  const rows = result.results.map((row) => ({
    name: row.config_name,
    outcome: row.outcome_accuracy,
    score: row.score_accuracy,
  }));
  return (
    <section className="sl-section" aria-labelledby="rs-batch-results">
      <h3 id="rs-batch-results">Batch Results</h3>
      <p>
        {result.total_fixtures_tested} fixtures tested.
        {best ? (
          <>
            {' '}
            Best: <strong>{best.config_name}</strong> ({formatPercent(best.outcome_accuracy)} outcomes,{' '}
            {formatPercent(best.score_accuracy)} exact scores)
          </>
        ) : null}
      </p>
      <AccuracyBarsView
        title="Accuracy by configuration"
        description="Outcome and exact-score accuracy of each configuration, best first."
        bars={rows}
        itemLabel="Configuration"
      />
      <div className="sl-table-wrap">
        <table className="sl-table">
          <caption>Results, best first</caption>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Configuration</th>
              <th scope="col">Outcome accuracy</th>
              <th scope="col">Exact score accuracy</th>
              <th scope="col">Correct outcomes</th>
              <th scope="col">Correct scores</th>
            </tr>
          </thead>
          <tbody>
            {result.results.map((row, index) => (
              <tr key={row.config_id}>
                <td>{index + 1}</td>
                <th scope="row">
                  {row.config_name} {index === 0 ? <Badge tone="live">Best</Badge> : null}{' '}
                  {row.is_production ? <Badge tone="neutral">PRODUCTION</Badge> : null}
                  {row.mode === 'most_probable' ? <Badge tone="neutral">{ROUNDING_MODE_LABELS.most_probable}</Badge> : null}
                </th>
                <td>{formatPercent(row.outcome_accuracy)}</td>
                <td>{formatPercent(row.score_accuracy)}</td>
                <td>
                  {row.correct_outcomes} / {row.total_fixtures}
                </td>
                <td>
                  {row.correct_scores} / {row.total_fixtures}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
