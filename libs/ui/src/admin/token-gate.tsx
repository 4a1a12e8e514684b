import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';

export interface TokenGateProps {
  readonly title: string;
  readonly intro?: ReactNode;
  /** The submit button's label ('Access Sandbox'). */
  readonly submitLabel: string;
  /** Checks a token; resolves false when it was refused, which clears the field (docs/product.md §4). */
  readonly onSubmit: (token: string) => Promise<boolean>;
  /** Why the last token was refused, or what went wrong checking it. */
  readonly error?: string | undefined;
  /** A check is under way (a stored token being tried, or the one just entered). */
  readonly busy?: boolean;
  /** Shown under the form: the way back to the admin panel. */
  readonly footer?: ReactNode;
}

/**
 * The admin JWT form in front of an admin tool: a password field, an error that is announced, and
 * the field cleared when the token is refused. Empty input is refused here ('JWT token required').
 */
export function TokenGate({ title, intro, submitLabel, onSubmit, error, busy = false, footer }: TokenGateProps) {
  const [token, setToken] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const shownError = localError ?? error;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate = token.trim();
    if (!candidate) {
      setLocalError('JWT token required');
      return;
    }
    setLocalError(undefined);
    const accepted = await onSubmit(candidate);
    if (!accepted) setToken('');
  }

  return (
    <Card as="section" className="sl-gate" aria-labelledby={headingId}>
      <h1 id={headingId} className="sl-gate__title">
        {title}
      </h1>
      {intro ? <div className="sl-gate__intro">{intro}</div> : null}
      <form className="sl-gate__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className="sl-field__label">
          Admin JWT token
        </label>
        <input
          id={fieldId}
          className="sl-input"
          type="password"
          autoComplete="off"
          placeholder="Enter JWT token"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
        />
        {shownError ? (
          <p id={errorId} className="sl-field__error" role="alert">
            {shownError}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </form>
      {footer ? <div className="sl-gate__footer">{footer}</div> : null}
    </Card>
  );
}
