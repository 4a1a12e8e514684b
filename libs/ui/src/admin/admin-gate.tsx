import { Link } from 'react-router-dom';
import { Spinner } from '../components/spinner.tsx';
import { TokenGate } from './token-gate.tsx';
import type { AdminSession } from './use-admin-session.ts';

export interface AdminGateProps {
  readonly title: string;
  /** The page's session while it is not unlocked: a token being checked, or locked with why. */
  readonly session: Exclude<AdminSession<unknown>, { status: 'unlocked' }>;
  readonly onSubmit: (token: string) => Promise<boolean>;
}

/**
 * The sandboxes' token gate (docs/product.md §2): 'Access Sandbox', and a way back to /admin (a
 * router link, so the shell's router moves to the admin panel without reloading the page). While a
 * token is checked, a spinner says so above the gate and its button is busy.
 */
export function AdminGate({ title, session, onSubmit }: AdminGateProps) {
  const checking = session.status === 'checking';
  return (
    <>
      {checking ? <Spinner label="Checking admin token..." /> : null}
      <TokenGate
        title={title}
        intro={<p>Enter the admin JWT token issued by the admin panel.</p>}
        submitLabel="Access Sandbox"
        busy={checking}
        error={session.status === 'locked' ? session.error : undefined}
        onSubmit={onSubmit}
        footer={<Link to="/admin">← Back to Admin Panel</Link>}
      />
    </>
  );
}
