import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { Spinner } from '../components/spinner.tsx';
import type { AdminSession, LoginResult } from './use-admin-session.ts';

export interface AdminGateLabels {
  /** The password step's button ('Unlock Admin Panel', 'Verify Password'). */
  readonly password: string;
  /** The token step's button ('Verify JWT', 'Verify Token', 'Access Sandbox'). */
  readonly token: string;
  /** An empty password (docs/product.md §5: 'Password required'; the cross sandbox's 'Password is required'). */
  readonly passwordRequired?: string;
  /** An empty token ('JWT token required'; the cross sandbox's 'JWT token is required'). */
  readonly tokenRequired?: string;
}

export interface AdminGateProps {
  readonly title: string;
  /** The page's session while it is not unlocked. */
  readonly session: Exclude<AdminSession<unknown>, { status: 'unlocked' }>;
  readonly labels: AdminGateLabels;
  readonly onLogin: (password: string) => Promise<LoginResult>;
  /** Proves the token (loads the page with it); false when it was refused or the load failed. */
  readonly onToken: (token: string, expiresInSeconds?: number) => Promise<boolean>;
  readonly intro?: ReactNode;
  /** Under the form; the sandboxes' way back to the admin panel by default. */
  readonly footer?: ReactNode;
  /** The title's level: 1 on a page of its own (the sandboxes), 2 under the admin panel's h1. */
  readonly headingLevel?: 1 | 2;
}

/**
 * The gate in front of every admin page (docs/product.md §2 and §4), the same on the four of them:
 * the admin password, checked by the server; then 'Password verified' and the JWT it issued,
 * filled in, to verify. A failure clears its field and says why; an expired session says so.
 */
export function AdminGate({
  title,
  session,
  labels,
  onLogin,
  onToken,
  intro,
  footer = <Link to="/admin">← Back to Admin Panel</Link>,
  headingLevel = 1,
}: AdminGateProps) {
  const [password, setPassword] = useState('');
  const [issued, setIssued] = useState<{ token: string; expiresInSeconds: number } | null>(null);
  const [token, setToken] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const fieldId = useId();
  const errorId = useId();
  const checking = session.status === 'checking';
  const shownError = localError ?? (session.status === 'locked' ? session.error : undefined);
  const notice = session.status === 'locked' && !shownError ? session.notice : undefined;
  const Heading = `h${headingLevel}` as const;

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setLocalError(labels.passwordRequired ?? 'Password required');
      return;
    }
    setBusy(true);
    const result = await onLogin(password);
    setBusy(false);
    setPassword('');
    if (result.ok) {
      setLocalError(undefined);
      setIssued({ token: result.token, expiresInSeconds: result.expiresInSeconds });
      setToken(result.token);
    } else {
      setLocalError(result.error);
    }
  }

  async function submitToken(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate = token.trim();
    if (!candidate) {
      setLocalError(labels.tokenRequired ?? 'JWT token required');
      return;
    }
    setLocalError(undefined);
    // The issuer's lifetime when it is the token it issued; a pasted token's own `exp` otherwise.
    const accepted = await onToken(candidate, candidate === issued?.token ? issued.expiresInSeconds : undefined);
    if (!accepted) setToken('');
  }

  const field = (
    props: { label: string; value: string; onChange: (value: string) => void; autoComplete: string; placeholder?: string },
  ) => (
    <>
      <label htmlFor={fieldId} className="sl-field__label">
        {props.label}
      </label>
      <input
        id={fieldId}
        className="sl-input"
        type="password"
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
      />
      {shownError ? (
        <p id={errorId} className="sl-field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </>
  );

  return (
    <Card as="section" className="sl-gate" aria-labelledby={headingId}>
      <Heading id={headingId} className="sl-gate__title">
        {title}
      </Heading>
      {intro ? <div className="sl-gate__intro">{intro}</div> : null}
      {notice ? (
        <p className="sl-notice sl-notice--warning" role="status">
          {notice}
        </p>
      ) : null}
      {checking && !issued ? (
        <Spinner label="Checking the admin session..." />
      ) : issued ? (
        <>
          <p className="sl-gate__verified" role="status">
            ✓ Password verified
          </p>
          <form className="sl-gate__form" onSubmit={(event) => void submitToken(event)} noValidate>
            {field({ label: 'Admin JWT token', value: token, onChange: setToken, autoComplete: 'off', placeholder: 'Enter JWT token' })}
            <Button type="submit" busy={checking}>
              {labels.token}
            </Button>
          </form>
          <Button
            variant="ghost"
            onClick={() => {
              setIssued(null);
              setToken('');
              setLocalError(undefined);
            }}
          >
            ← Enter the password again
          </Button>
        </>
      ) : (
        <form className="sl-gate__form" onSubmit={(event) => void submitPassword(event)} noValidate>
          {field({ label: 'Admin Password', value: password, onChange: setPassword, autoComplete: 'current-password' })}
          <Button type="submit" busy={busy}>
            {labels.password}
          </Button>
        </form>
      )}
      {footer ? <div className="sl-gate__footer">{footer}</div> : null}
    </Card>
  );
}
