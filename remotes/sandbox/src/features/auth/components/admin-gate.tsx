import { Link } from 'react-router-dom';
import { TokenGate } from '@scoreline/ui/admin';

export interface AdminGateProps {
  readonly title: string;
  readonly checking: boolean;
  readonly error?: string | undefined;
  readonly onSubmit: (token: string) => Promise<boolean>;
}

/** The sandbox's token gate (docs/product.md §2): 'Access Sandbox', and a way back to /admin. */
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
