import type { WeightSet } from '@scoreline/contracts';
import { Badge, Button, Card } from '@scoreline/ui';
import { DixonColesParameterList, FamilyBadge, familyOf } from '../../../components/model-summary.tsx';
import { WeightsGrid } from './weights-grid.tsx';

export interface WeightSetListProps {
  readonly weightSets: readonly WeightSet[];
  /** The id whose delete is under way. */
  readonly deletingId?: string | undefined;
  readonly onDelete: (weightSet: WeightSet) => void;
}

/** The sandbox weight sets; the promoted one is labelled 'Promoted to Production' and cannot be deleted. */
export function WeightSetList({ weightSets, deletingId, onDelete }: WeightSetListProps) {
  if (weightSets.length === 0) {
    return <p className="sl-muted">No weight sets yet. Create one above to run experiments with it.</p>;
  }
  return (
    <ul className="sl-list sl-list--grid" aria-label="Weight sets">
      {weightSets.map((set) => (
        <Card as="li" key={set.id} className="sl-item">
          <div className="sl-item__head">
            <h3 className="sl-item__title">{set.name}</h3>
            <FamilyBadge family={familyOf(set)} />
            {set.status === 'promoted' ? <Badge tone="live">Promoted to Production</Badge> : null}
          </div>
          {set.description ? <p className="sl-muted">{set.description}</p> : null}
          {set.model?.family === 'dixon_coles' ? (
            <DixonColesParameterList parameters={set.model.parameters} label={`Dixon–Coles parameters of ${set.name}`} />
          ) : (
            <WeightsGrid weights={set.weights} label={`Weights of ${set.name}`} />
          )}
          {set.status === 'promoted' ? null : (
            <div className="sl-item__actions">
              <Button
                variant="ghost"
                busy={deletingId === set.id}
                onClick={() => onDelete(set)}
                aria-label={`Delete weight set ${set.name}`}
              >
                Delete
              </Button>
            </div>
          )}
        </Card>
      ))}
    </ul>
  );
}
