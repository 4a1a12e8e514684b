import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@scoreline/ui';
import { RemoteUnavailable } from '../components/remote-unavailable.tsx';
import { useRemotePages } from './registry-context.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

export interface RemotePageProps {
  readonly remote: string;
  /** The exposed module, e.g. './HomePage'. */
  readonly exposed: string;
  /** How the visitor would name it, e.g. 'the blog'. */
  readonly label: string;
}

/** One route's page, loaded from its remote at run time, with loading and failure states of its own. */
export function RemotePage({ remote, exposed, label }: RemotePageProps) {
  const pages = useRemotePages();
  const { pathname } = useLocation();
  // Bumped by a retry so this component renders again and picks up a fresh lazy page.
  const [, setAttempt] = useState(0);
  const Page = pages.page(remote, exposed);
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={pathname}
      onRetry={() => {
        pages.retry(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteUnavailable label={label} onRetry={retry} />}
    >
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
