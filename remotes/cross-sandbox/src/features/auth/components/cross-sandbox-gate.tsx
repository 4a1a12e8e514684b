import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card } from '@scoreline/ui';

export interface CrossSandboxGateProps {
  /** Step 2 once the password was verified. */
  readonly step: 'password' | 'token';
  readonly busy: boolean;
  readonly error?: string | undefined;
  readonly onPassword: (password: string) => Promise<boolean>;
  readonly onToken: (token: string) => Promise<boolean>;
}

/** The two-step gate (docs/product.md §2 and §5): admin password, then the JWT token ('Verify Token'). */
export function CrossSandboxGate({ step, busy, error, onPassword, onToken }: CrossSandboxGateProps) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) {
      setInvalid(step === 'password' ? 'Password is required' : 'JWT token is required');
      return;
    }
    setInvalid(undefined);
    const accepted = step === 'password' ? await onPassword(trimmed) : await onToken(trimmed);
    if (accepted || step === 'token') setValue('');
  };
  const message = invalid ?? error;
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-gate">
      <h1 id="cs-gate">Cross-Sandbox Testing</h1>
      {step === 'token' ? <p role="status">Password verified</p> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {step === 'password' ? (
          <label>
            Admin Password
            <input type="password" value={value} autoComplete="current-password" onChange={(e) => setValue(e.target.value)} />
          </label>
        ) : (
          <label>
            JWT Token
            <input type="password" value={value} placeholder="Enter JWT token" autoComplete="off" onChange={(e) => setValue(e.target.value)} />
          </label>
        )}
        {message ? <p role="alert" className="sl-notice sl-notice--error">{message}</p> : null}
        <Button type="submit" busy={busy}>
          {step === 'password' ? 'Verify Password' : 'Verify Token'}
        </Button>
      </form>
      <Link to="/admin">← Back to Admin Panel</Link>
    </Card>
  );
}
