import { WEIGHT_DESCRIPTIONS, WEIGHT_NAMES, type Weights } from '@scoreline/contracts';
import { Badge, Card } from '@scoreline/ui';

/** The weights the site predicts with now (docs/product.md §2: the sandbox shows the production weights). */
export function ProductionWeights({ weights }: { readonly weights: Weights }) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="sb-production-weights">
      <div className="sl-section__head">
        <h2 id="sb-production-weights">Production Weights</h2>
        <Badge tone="live">Currently Active</Badge>
      </div>
      <dl className="sl-pairs">
        {WEIGHT_NAMES.map((name) => (
          <div key={name}>
            <dt>
              {name} <span className="sl-muted">{WEIGHT_DESCRIPTIONS[name]}</span>
            </dt>
            <dd>{weights[name].toFixed(2)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
