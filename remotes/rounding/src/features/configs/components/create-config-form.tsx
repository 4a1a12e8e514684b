import { useState, type FormEvent } from 'react';
import {
  DEFAULT_ROUNDING_PARAMETERS,
  ROUNDING_MODE_LABELS,
  ROUNDING_MODES,
  type CreateRoundingConfigRequest,
  type RoundingModeKind,
  type RoundingParameters,
} from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { NameAndDescriptionFields, NumberField, RadioChoice, useNamedDraft } from '@scoreline/ui/admin';

type NumericParameter = Exclude<keyof RoundingParameters, 'home_bias_enabled'>;

/** The numeric inputs and their steps (docs/product.md §5). */
const NUMBER_FIELDS: readonly { key: NumericParameter; label: string; step: number; hint: string }[] = [
  { key: 'draw_threshold', label: 'Draw threshold', step: 0.01, hint: 'Goal difference below which a draw is predicted' },
  {
    key: 'clear_advantage_threshold',
    label: 'Clear advantage threshold',
    step: 0.01,
    hint: 'Goal difference from which the favourite has a clear advantage',
  },
  { key: 'clear_advantage_adjustment', label: 'Clear advantage adjustment', step: 0.1, hint: "Goals added to a clear favourite's score" },
  { key: 'small_advantage_adjustment', label: 'Small advantage adjustment', step: 0.1, hint: "Goals added to a narrow favourite's score" },
];

export interface CreateConfigFormProps {
  readonly busy: boolean;
  /** Resolves true when the configuration was created, which resets the form. */
  readonly onCreate: (request: CreateRoundingConfigRequest) => Promise<boolean>;
}

/** A new rounding configuration, starting from the default parameters (docs/product.md §9). */
export function CreateConfigForm({ busy, onCreate }: CreateConfigFormProps) {
  const draft = useNamedDraft('Please enter a configuration name');
  const [parameters, setParameters] = useState<RoundingParameters>({ ...DEFAULT_ROUNDING_PARAMETERS });
  // Smart rounding (the form's parameters) or most-probable, which takes no parameters
  // (libs/engine README, "Rounding modes").
  const [mode, setMode] = useState<RoundingModeKind>('smart');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const named = draft.take();
    if (!named) return;
    const created = await onCreate(mode === 'smart' ? { ...named, ...parameters } : { ...named, mode });
    if (created) {
      draft.reset();
      setParameters({ ...DEFAULT_ROUNDING_PARAMETERS });
      setMode('smart');
    }
  }

  const setNumber = (key: NumericParameter, value: number) =>
    setParameters((current) => ({ ...current, [key]: Number.isFinite(value) ? Math.max(0, value) : 0 }));

  return (
    <form className="sl-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Create configuration">
      <NameAndDescriptionFields nameLabel="Configuration name" fields={draft.fields} />
      <RadioChoice
        legend="Rounding mode"
        className="sl-form__row"
        options={ROUNDING_MODES}
        labels={ROUNDING_MODE_LABELS}
        value={mode}
        onChange={setMode}
      />
      {mode === 'most_probable' ? (
        <p className="sl-muted">
          The shown outcome is always the most probable one, and the score is the most probable score within it. It takes no parameters.
        </p>
      ) : null}
      <div className="sl-form__row" hidden={mode !== 'smart'}>
        {NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field.key}
            label={field.label}
            min={0}
            step={field.step}
            value={parameters[field.key]}
            hint={field.hint}
            onChange={(value) => setNumber(field.key, value)}
          />
        ))}
      </div>
      <label className="sl-check" hidden={mode !== 'smart'}>
        <input
          type="checkbox"
          checked={parameters.home_bias_enabled}
          onChange={(event) => setParameters((current) => ({ ...current, home_bias_enabled: event.target.checked }))}
        />
        Enable home bias
      </label>
      {mode === 'smart' && parameters.home_bias_enabled ? (
        <NumberField
          label="Home bias amount"
          min={0}
          step={0.05}
          value={parameters.home_bias_amount}
          onChange={(value) => setNumber('home_bias_amount', value)}
        />
      ) : null}
      <Button type="submit" busy={busy}>
        {busy ? 'Creating...' : 'Create Configuration'}
      </Button>
    </form>
  );
}
