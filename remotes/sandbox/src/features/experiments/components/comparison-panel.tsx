import { WEIGHT_NAMES, type ComparisonResult } from '@scoreline/contracts';
import { Button, Card } from '@scoreline/ui';
import { AccuracyBarsView } from '@scoreline/ui/charts';
import { formatPercent } from '@scoreline/ui/format';

export interface ComparisonPanelProps {
  readonly comparison: ComparisonResult;
  readonly onClose: () => void;
}

/** The compared experiments side by side: accuracy as a bar chart, the bests, and their weights. */
export function ComparisonPanel({ comparison, onClose }: ComparisonPanelProps) {
  const rows = comparison.experiments.map((experiment) => ({
    name: experiment.name,
    outcome: experiment.accuracy.outcome_accuracy,
    score: experiment.accuracy.score_accuracy,
  }));
  const samples = comparison.experiments.map((experiment) => experiment.predictions_made);
  const smallest = Math.min(...samples);
  const largest = Math.max(...samples);
  const sampleOf = (name: string) => comparison.experiments.find((experiment) => experiment.name === name)?.predictions_made;
  const best = (label: string, pick: { name: string; accuracy: number }) => {
    const matches = sampleOf(pick.name);
    return (
      <p>
        {label}: <strong>{pick.name}</strong> ({formatPercent(pick.accuracy)}
        {matches === undefined ? '' : ` on ${matches} matches`})
      </p>
    );
  };
  return (
    <Card as="section" className="sl-section" aria-labelledby="sb-comparison">
      <div className="sl-section__head">
        <h2 id="sb-comparison">Comparison</h2>
        <Button variant="ghost" onClick={onClose}>
          Close Comparison
        </Button>
      </div>
      {smallest === largest ? null : (
        // A "best" over different samples is not a like-for-like winner: said before it is named.
        <p className="sl-notice sl-notice--warning" role="note">
          These experiments were measured on different numbers of matches ({smallest} to {largest}), so their
          accuracies are not directly comparable: a higher figure on fewer matches may be luck. Compare
          experiments over the same gameweeks for a fair best.
        </p>
      )}
      <div className="sl-bests">
        {best(smallest === largest ? 'Best outcome accuracy' : 'Highest outcome accuracy', comparison.best_outcome_accuracy)}
        {best(smallest === largest ? 'Best exact score accuracy' : 'Highest exact score accuracy', comparison.best_score_accuracy)}
      </div>
      <AccuracyBarsView
        title="Accuracy by experiment"
        description="Share of matches whose outcome, and whose exact score, each experiment predicted correctly."
        bars={rows}
        itemLabel="Experiment"
      />
      <div className="sl-table-wrap">
        <table className="sl-table">
          <caption>Weights and predictions of the compared experiments</caption>
          <thead>
            <tr>
              <th scope="col">Experiment</th>
              <th scope="col">Weight set</th>
              <th scope="col">Predictions</th>
              {WEIGHT_NAMES.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.experiments.map((experiment) => (
              <tr key={experiment.id}>
                <th scope="row">{experiment.name}</th>
                <td>{experiment.weight_set_name}</td>
                <td>{experiment.predictions_made}</td>
                {WEIGHT_NAMES.map((name) => (
                  <td key={name}>{experiment.weights[name].toFixed(2)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
