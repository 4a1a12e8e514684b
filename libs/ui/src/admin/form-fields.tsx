// The admin forms' labelled fields: a text field whose validation message is announced and tied to
// the input, and a number field with its range, step and hint. The forms keep their own rules
// (which value is required, how a number is clamped); these keep the markup and its accessibility
// (label, aria-invalid, aria-describedby) the same in every admin tool.
import { useId, type ReactNode } from 'react';

/** A field's box and label; `control` is the input, `after` its message or hint. */
function FieldFrame({
  id,
  label,
  control,
  after,
}: {
  id: string;
  label: ReactNode;
  control: ReactNode;
  after: ReactNode;
}) {
  return (
    <div className="sl-field">
      <label className="sl-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
      {after}
    </div>
  );
}

export interface TextFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The validation message ('Please enter a weight set name'): shown as an alert, the input marked invalid. */
  readonly error?: string | undefined;
}

export function TextField({ label, value, onChange, error }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const input = (
    <input
      id={id}
      className="sl-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  const message = error ? (
    <p id={errorId} className="sl-field__error" role="alert">
      {error}
    </p>
  ) : null;
  return <FieldFrame id={id} label={label} control={input} after={message} />;
}

export interface NumberFieldProps {
  readonly label: ReactNode;
  readonly value: number;
  /** The input's number as typed (`valueAsNumber`: NaN when empty); the form decides how to clamp it. */
  readonly onChange: (value: number) => void;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** What the number does, read with the field (aria-describedby). */
  readonly hint?: ReactNode;
}

export function NumberField({ label, value, onChange, min, max, step, hint }: NumberFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const input = (
    <input
      id={id}
      className="sl-input"
      type="number"
      min={min}
      max={max}
      step={step}
      value={value}
      aria-describedby={hint ? hintId : undefined}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
  const described = hint ? (
    <span id={hintId} className="sl-field__hint">
      {hint}
    </span>
  ) : null;
  return <FieldFrame id={id} label={label} control={input} after={described} />;
}

export interface RadioChoiceProps<Option extends string> {
  readonly legend: ReactNode;
  readonly options: readonly Option[];
  readonly labels: Readonly<Record<Option, ReactNode>>;
  readonly value: Option;
  readonly onChange: (value: Option) => void;
  /** The fieldset's layout class ('sl-form__row', 'sl-form__grid'). */
  readonly className?: string;
}

/** One of a few named options, as radio buttons under a legend (a rounding mode, a model family). */
export function RadioChoice<Option extends string>({ legend, options, labels, value, onChange, className }: RadioChoiceProps<Option>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="sl-radio">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {labels[option]}
        </label>
      ))}
    </fieldset>
  );
}
