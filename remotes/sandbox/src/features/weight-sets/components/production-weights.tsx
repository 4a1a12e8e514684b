import { WEIGHT_DESCRIPTIONS, WEIGHT_NAMES, type WeightSetsResponse } from '@scoreline/contracts';
import { Badge, Card } from '@scoreline/ui';
import { DixonColesParameterList } from '../../../components/model-summary.tsx';

/**
 * The weights the site predicts with now (docs/product.md §2: the sandbox shows the production weights).
 * When the promoted set is Dixon–Coles that model predicts, so its parameters are shown first.
 */
export function ProductionWeights({ weightSets }: { readonly weightSets: WeightSetsResponse }) {
  const weights = weightSets.production_weights;
  const model = weightSets.sandbox_weight_sets.find((set) => set.status === 'promoted')?.model;
  return (
    <Card as="section" className="sl-section" aria-labelledby="sb-production-weights">
      <div className="sl-section__head">
        <h2 id="sb-production-weights">Production Weights</h2>
        <Badge tone="live">Currently Active</Badge>
      </div>
      {model?.family === 'dixon_coles' ? (
        <>
          <p className="sl-meta">Production model: Dixon–Coles</p>
          <DixonColesParameterList parameters={model.parameters} label="Production Dixon–Coles parameters" />
        </>
      ) : null}
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
