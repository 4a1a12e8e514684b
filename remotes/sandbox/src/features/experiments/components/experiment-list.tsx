import type { Experiment } from '@scoreline/contracts';
import { Button, Card } from '@scoreline/ui';
import { MODEL_FAMILY_LABELS } from '@scoreline/contracts';
import { familyOf } from '../../../components/model-summary.tsx';
import { formatPercent } from '@scoreline/ui/format';
import { seasonLabel } from '../../../lib/format.ts';

export interface ExperimentListProps {
  readonly experiments: readonly Experiment[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
  readonly onDetails: (experiment: Experiment) => void;
  readonly onPromote: (experiment: Experiment) => void;
  readonly onDelete: (experiment: Experiment) => void;
  /** `${action}:${id}` of the action under way, e.g. 'delete:exp-1'. */
  readonly busy?: string | undefined;
}

/** Completed experiments, newest first, each selectable for comparison. */
export function ExperimentList({ experiments, selected, onToggle, onDetails, onPromote, onDelete, busy }: ExperimentListProps) {
  if (experiments.length === 0) {
    return <p className="sl-muted">No experiments yet. Run one with a weight set to measure its accuracy.</p>;
  }
  return (
    <ul className="sl-list sl-list--grid" aria-label="Experiments">
      {experiments.map((experiment) => (
        <Card as="li" key={experiment.id} className="sl-item">
          <div className="sl-item__head">
            <label className="sl-check">
              <input
                type="checkbox"
                checked={selected.has(experiment.id)}
                onChange={() => onToggle(experiment.id)}
                aria-label={`Select ${experiment.name} for comparison`}
              />
              <h3 className="sl-item__title">{experiment.name}</h3>
            </label>
            <span className="sl-figure" aria-label={`Outcome accuracy of ${experiment.name}`}>
              {formatPercent(experiment.accuracy.outcome_accuracy)}
            </span>
          </div>
          {experiment.description ? <p className="sl-muted">{experiment.description}</p> : null}
          <p className="sl-meta">
            {experiment.weight_set_name} · {MODEL_FAMILY_LABELS[familyOf(experiment)]} · {seasonLabel(experiment.test_season)} · GW{experiment.gameweek_start}-
            {experiment.gameweek_end} · {experiment.accuracy_results.total} matches · exact score{' '}
            {formatPercent(experiment.accuracy.score_accuracy)}
          </p>
          <div className="sl-item__actions">
            <Button variant="secondary" busy={busy === `details:${experiment.id}`} onClick={() => onDetails(experiment)}>
              View Details
            </Button>
            <Button
              variant="secondary"
              busy={busy === `promote:${experiment.id}`}
              onClick={() => onPromote(experiment)}
              aria-label={`Promote ${experiment.weight_set_name} to production`}
            >
              Promote
            </Button>
            <Button
              variant="ghost"
              busy={busy === `delete:${experiment.id}`}
              onClick={() => onDelete(experiment)}
              aria-label={`Delete experiment ${experiment.name}`}
            >
              Delete
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  );
}
