import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@scoreline/ui';
import { RemoteUnavailable } from '../components/remote-unavailable.tsx';
import { FrameMarkup, ReleaseFrameHead, useInitialFrame } from './initial-frame.tsx';
import { useLoadedPage, useRemotePages } from './registry-context.tsx';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

export interface RemotePageProps {
  readonly remote: string;
  /** The exposed module, e.g. './HomePage'. */
  readonly exposed: string;
  /** How the visitor would name it, e.g. 'the blog'. */
  readonly label: string;
}

/**
 * The prerendered frame, standing until the page's module has loaded; a failure to load is thrown
 * to the error boundary like any other.
 */
function FrameUntilLoaded({ html, load, onSettled }: { html: string; load: () => Promise<unknown>; onSettled: () => void }) {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      () => {
        // A transition: the page replaces its frame in slices that leave the main thread free.
        if (current) startTransition(onSettled);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, onSettled]);
  if (failure) throw failure.error;
  return <FrameMarkup html={html} />;
}

/**
 * One route's page, loaded from its remote at run time, with loading and failure states of its own.
 * The page first opened shows its prerendered frame until the remote page can take its place in one
 * step (no spinner in between, the same boxes before and after); a page reached by navigation shows
 * a spinner while its remote loads.
 */
export function RemotePage({ remote, exposed, label }: RemotePageProps) {
  const pages = useRemotePages();
  const { pathname } = useLocation();
  // Bumped by a retry so this component renders again and picks up a fresh lazy page.
  const [, setAttempt] = useState(0);
  const Loaded = useLoadedPage(remote, exposed);
  const { frame, release } = useInitialFrame(pathname);
  const [load] = useState(() => () => pages.preload(remote, exposed));
  const Page = pages.page(remote, exposed);
  return (
    <RemoteErrorBoundary
      remote={remote}
      resetKey={pathname}
      onRetry={() => {
        release();
        pages.retry(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteUnavailable label={label} onRetry={retry} />}
    >
      {!Loaded && frame ? (
        <FrameUntilLoaded html={frame.html} load={load} onSettled={release} />
      ) : (
        // The same boundary whether the page is loaded or still loading, so the page mounts once.
        <Suspense fallback={<Spinner label="Loading..." />}>
          {Loaded ? <Loaded /> : <Page />}
          <ReleaseFrameHead />
        </Suspense>
      )}
    </RemoteErrorBoundary>
  );
}
