import { useId, useState, type FormEvent } from 'react';
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
import { NumberField, TextField } from '@scoreline/ui/admin';

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
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [weights, setWeights] = useState<Weights>({ ...DEFAULT_WEIGHTS });
  const [family, setFamily] = useState<ModelFamily>('six_metric');
  const [parameters, setParameters] = useState<DixonColesParameters>({ ...DEFAULT_DIXON_COLES_PARAMETERS });
  const [nameError, setNameError] = useState<string | undefined>();
  const ids = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Please enter a weight set name');
      return;
    }
    setNameError(undefined);
    const created = await onCreate(
      family === 'six_metric'
        ? { name: name.trim(), description: description.trim(), weights }
        : { name: name.trim(), description: description.trim(), model: { family: 'dixon_coles', parameters } },
    );
    if (created) {
      setName('');
      setDescription('');
      setWeights({ ...DEFAULT_WEIGHTS });
      setFamily('six_metric');
      setParameters({ ...DEFAULT_DIXON_COLES_PARAMETERS });
    }
  }

  return (
    <form className="sl-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Create weight set">
      <TextField
        label="Name"
        value={name}
        onChange={(value) => {
          // A message about the name is about the name as it was: it goes once the name changes.
          setName(value);
          setNameError(undefined);
        }}
        error={nameError}
      />
      <TextField label="Description" value={description} onChange={setDescription} />
      <fieldset className="sl-form__grid">
        <legend>Model family</legend>
        {MODEL_FAMILIES.map((option) => (
          <label key={option} className="sl-radio">
            <input type="radio" name={`${ids}-family`} value={option} checked={family === option} onChange={() => setFamily(option)} />
            {MODEL_FAMILY_LABELS[option]}
          </label>
        ))}
      </fieldset>
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
