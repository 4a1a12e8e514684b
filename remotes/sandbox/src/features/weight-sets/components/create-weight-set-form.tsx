import { useState, type FormEvent } from 'react';
import {
  DEFAULT_DIXON_COLES_PARAMETERS,
  DEFAULT_WEIGHTS,
  DIXON_COLES_PARAMETER_FIELDS,
  MODEL_FAMILIES,
  MODEL_FAMILY_LABELS,
  WEIGHT_DESCRIPTIONS,
  WEIGHT_MAX,
  WEIGHT_MIN,
  WEIGHT_NAMES,
  type CreateWeightSetRequest,
  type DixonColesParameters,
  type ModelFamily,
  type Weights,
} from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { NameAndDescriptionFields, NumberField, RadioChoice, useNamedDraft } from '@scoreline/ui/admin';

export interface CreateWeightSetFormProps {
  readonly busy: boolean;
  /** Resolves true when the set was created, which resets the form. */
  readonly onCreate: (request: CreateWeightSetRequest) => Promise<boolean>;
}

/**
 * A new weight set: a name (required), a description and its model family: the six weights (0-1,
 * step 0.01, the defaults of docs/product.md §3) exactly as before, or the Dixon–Coles parameters
 * with their ranges and what each does.
 */
export function CreateWeightSetForm({ busy, onCreate }: CreateWeightSetFormProps) {
  const draft = useNamedDraft('Please enter a weight set name');
  const [weights, setWeights] = useState<Weights>({ ...DEFAULT_WEIGHTS });
  const [family, setFamily] = useState<ModelFamily>('six_metric');
  const [parameters, setParameters] = useState<DixonColesParameters>({ ...DEFAULT_DIXON_COLES_PARAMETERS });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const named = draft.take();
    if (!named) return;
    const created = await onCreate(
      family === 'six_metric' ? { ...named, weights } : { ...named, model: { family: 'dixon_coles', parameters } },
    );
    if (created) {
      draft.reset();
      setWeights({ ...DEFAULT_WEIGHTS });
      setFamily('six_metric');
      setParameters({ ...DEFAULT_DIXON_COLES_PARAMETERS });
    }
  }

  return (
    <form className="sl-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Create weight set">
      <NameAndDescriptionFields nameLabel="Name" fields={draft.fields} />
      <RadioChoice
        legend="Model family"
        className="sl-form__grid"
        options={MODEL_FAMILIES}
        labels={MODEL_FAMILY_LABELS}
        value={family}
        onChange={setFamily}
      />
      {family === 'dixon_coles' ? (
        <fieldset className="sl-form__grid">
          <legend>Dixon–Coles parameters</legend>
          {DIXON_COLES_PARAMETER_FIELDS.map((field) => (
            <NumberField
              key={field.key}
              label={field.label}
              step={field.step}
              min={field.min}
              max={field.max}
              value={parameters[field.key]}
              hint={
                <>
                  {field.help} Range {field.min}–{field.max}.
                </>
              }
              onChange={(value) =>
                setParameters((current) => ({
                  ...current,
                  [field.key]: Number.isFinite(value) ? Math.min(field.max, Math.max(field.min, value)) : field.min,
                }))
              }
            />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="sl-form__grid" hidden={family !== 'six_metric'}>
        <legend>Weights</legend>
        {WEIGHT_NAMES.map((weight) => (
          <NumberField
            key={weight}
            label={weight}
            step={0.01}
            min={WEIGHT_MIN}
            max={WEIGHT_MAX}
            value={weights[weight]}
            hint={WEIGHT_DESCRIPTIONS[weight]}
            onChange={(value) =>
              setWeights((current) => ({
                ...current,
                [weight]: Number.isFinite(value) ? Math.min(WEIGHT_MAX, Math.max(WEIGHT_MIN, value)) : 0,
              }))
            }
          />
        ))}
      </fieldset>
      <Button type="submit" busy={busy}>
        {busy ? 'Creating...' : 'Create Weight Set'}
      </Button>
    </form>
  );
}
