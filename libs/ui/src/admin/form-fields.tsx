// The admin forms' labelled fields: a text field whose validation message is announced and tied to
// the input, and a number field with its range, step and hint. The forms keep their own rules
// (which value is required, how a number is clamped); these keep the markup and its accessibility
// (label, aria-invalid, aria-describedby) the same in every admin tool.
import { useId, type ReactNode } from 'react';

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
  return (
    <div className="sl-field">
      <label className="sl-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="sl-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="sl-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
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
  return (
    <div className="sl-field">
      <label className="sl-field__label" htmlFor={id}>
        {label}
      </label>
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
      {hint ? (
        <span id={hintId} className="sl-field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
