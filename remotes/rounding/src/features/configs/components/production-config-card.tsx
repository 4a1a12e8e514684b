import { ROUNDING_MODE_LABELS, type RoundingConfig } from '@scoreline/contracts';
import { Badge, Card } from '@scoreline/ui';
import { formatGoals } from '../../../lib/format.ts';

/** The configuration the site rounds with now (docs/product.md §2). */
export function ProductionConfigCard({ config }: { readonly config: RoundingConfig }) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="rs-production">
      <div className="sl-section__head">
        <h2 id="rs-production">Current Production Configuration</h2>
        <Badge tone="live">PRODUCTION</Badge>
      </div>
      <p>
        <strong>{config.name}</strong>
        {config.description ? ` — ${config.description}` : null}
      </p>
      {config.mode === 'most_probable' ? (
        <p className="sl-meta">
          {ROUNDING_MODE_LABELS.most_probable}: the shown outcome is the most probable one; the thresholds below apply only
          to smart rounding.
        </p>
      ) : null}
      <dl className="sl-pairs">
        <div>
          <dt>Draw threshold</dt>
          <dd>{formatGoals(config.draw_threshold)}</dd>
        </div>
        <div>
          <dt>Clear advantage threshold</dt>
          <dd>{formatGoals(config.clear_advantage_threshold)}</dd>
        </div>
        <div>
          <dt>Clear adjustment</dt>
          <dd>{formatGoals(config.clear_advantage_adjustment)}</dd>
        </div>
      </dl>
    </Card>
  );
}
