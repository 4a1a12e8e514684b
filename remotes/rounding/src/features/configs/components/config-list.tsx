import { ROUNDING_MODE_LABELS, type RoundingConfig } from '@scoreline/contracts';
import { Badge, Button, Card, cx } from '@scoreline/ui';
import { ParameterList } from './parameter-list.tsx';

export interface ConfigListProps {
  readonly configs: readonly RoundingConfig[];
  /** `${action}:${id}` of the action under way. */
  readonly busy?: string | undefined;
  readonly onPromote: (config: RoundingConfig) => void;
  readonly onDelete: (config: RoundingConfig) => void;
}

/** Every configuration; the production one is marked and offers neither promote nor delete. */
export function ConfigList({ configs, busy, onPromote, onDelete }: ConfigListProps) {
  if (configs.length === 0) return <p className="sl-muted">No configurations yet.</p>;
  return (
    <ul className="sl-list" aria-label="Rounding configurations">
      {configs.map((config) => {
        const production = config.status === 'production';
        return (
          <Card as="li" key={config.id} className={cx('sl-item', production && 'sl-item--active')}>
            <div className="sl-item__head">
              <h3 className="sl-item__title">{config.name}</h3>
              <Badge tone="neutral">{ROUNDING_MODE_LABELS[config.mode]}</Badge>
              {production ? <Badge tone="live">PRODUCTION</Badge> : null}
            </div>
            {config.description ? <p className="sl-muted">{config.description}</p> : null}
            {config.mode === 'most_probable' ? (
              <p className="sl-meta">Shows the most probable outcome and the most probable score within it; it reads no parameters.</p>
            ) : (
              <ParameterList parameters={config} label={`Parameters of ${config.name}`} />
            )}
            {production ? (
              <p className="sl-meta">Currently Active</p>
            ) : (
              <div className="sl-item__actions">
                <Button
                  variant="secondary"
                  busy={busy === `promote:${config.id}`}
                  onClick={() => onPromote(config)}
                  aria-label={`Promote ${config.name} to production`}
                >
                  Promote
                </Button>
                <Button
                  variant="ghost"
                  busy={busy === `delete:${config.id}`}
                  onClick={() => onDelete(config)}
                  aria-label={`Delete ${config.name}`}
                >
                  Delete
                </Button>
              </div>
            )}
          </Card>
        );
      })}
    </ul>
  );
}
