import { DIXON_COLES_PARAMETER_FIELDS, MODEL_FAMILY_LABELS, type DixonColesParameters, type ModelConfiguration, type ModelFamily } from '@scoreline/contracts';
import { Badge } from '@scoreline/ui';

/** Which model family a weight set or experiment runs, the same label everywhere. */
export function FamilyBadge({ family }: { readonly family: ModelFamily }) {
  return <Badge tone="neutral">{MODEL_FAMILY_LABELS[family]}</Badge>;
}

/** The family a stored item names; items from before families were six-metric. */
export function familyOf(item: { readonly model?: ModelConfiguration | undefined }): ModelFamily {
  return item.model?.family ?? 'six_metric';
}

/** A Dixon–Coles configuration's parameters as a compact definition list, with the form's labels. */
export function DixonColesParameterList({ parameters, label }: { readonly parameters: DixonColesParameters; readonly label: string }) {
  return (
    <dl className="sl-pairs" aria-label={label}>
      {DIXON_COLES_PARAMETER_FIELDS.map((field) => (
        <div key={field.key}>
          <dt>{field.label}</dt>
          <dd>{parameters[field.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
