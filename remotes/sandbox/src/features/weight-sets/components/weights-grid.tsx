import { WEIGHT_NAMES, type Weights } from '@scoreline/contracts';

/** The six weights as a compact definition list (name beside value; libs/ui `sl-pairs--compact`). */
export function WeightsGrid({ weights, label }: { readonly weights: Weights; readonly label: string }) {
  return (
    <dl className="sl-pairs sl-pairs--compact" aria-label={label}>
      {WEIGHT_NAMES.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{weights[name].toFixed(2)}</dd>
        </div>
      ))}
    </dl>
  );
}
