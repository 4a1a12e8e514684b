import type { RoundingParameters } from '@scoreline/contracts';
import { formatGoals } from '../../../lib/format.ts';

/** A configuration's parameters as label/value pairs; the home bias amount only when it is on. */
export function ParameterList({ parameters, label }: { readonly parameters: RoundingParameters; readonly label: string }) {
  return (
    <dl className="sl-pairs" aria-label={label}>
      <div>
        <dt>Draw threshold</dt>
        <dd>{formatGoals(parameters.draw_threshold)}</dd>
      </div>
      <div>
        <dt>Clear advantage threshold</dt>
        <dd>{formatGoals(parameters.clear_advantage_threshold)}</dd>
      </div>
      <div>
        <dt>Clear adjustment</dt>
        <dd>{formatGoals(parameters.clear_advantage_adjustment)}</dd>
      </div>
      <div>
        <dt>Small adjustment</dt>
        <dd>{formatGoals(parameters.small_advantage_adjustment)}</dd>
      </div>
      <div>
        <dt>Home bias</dt>
        <dd>{parameters.home_bias_enabled ? `+${formatGoals(parameters.home_bias_amount)}` : 'Off'}</dd>
      </div>
    </dl>
  );
}
