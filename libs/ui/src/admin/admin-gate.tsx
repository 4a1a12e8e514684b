import { Link } from 'react-router-dom';
import { TokenGate } from './token-gate.tsx';

export interface AdminGateProps {
  readonly title: string;
  readonly checking: boolean;
  readonly error?: string | undefined;
  readonly onSubmit: (token: string) => Promise<boolean>;
}

/**
 * The sandboxes' token gate (docs/product.md §2): 'Access Sandbox', and a way back to /admin. A
 * router link, so the shell's router moves to the admin panel without reloading the page.
 */
export function AdminGate({ title, checking, error, onSubmit }: AdminGateProps) {
  return (
    <TokenGate
      title={title}
      intro={<p>Enter the admin JWT token issued by the admin panel.</p>}
      submitLabel="Access Sandbox"
      busy={checking}
      error={error}
      onSubmit={onSubmit}
      footer={<Link to="/admin">← Back to Admin Panel</Link>}
    />
  );
}
