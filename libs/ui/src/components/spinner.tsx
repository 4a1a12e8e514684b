export interface SpinnerProps {
  /** Read by screen readers and shown under the spinner, e.g. 'Loading predictions...'. */
  readonly label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="sl-spinner" role="status" aria-live="polite">
      <span className="sl-spinner__wheel" aria-hidden="true" />
      <p className="sl-spinner__label">{label}</p>
    </div>
  );
}
