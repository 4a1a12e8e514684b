import { Link, useLocation } from 'react-router-dom';
import { Button, MessagePanel, Page, buttonClassName } from '@scoreline/ui';

export interface RemoteUnavailableProps {
  /** What the visitor was trying to open, e.g. 'the blog'. */
  readonly label: string;
  readonly onRetry: () => void;
}

/** The friendly page shown instead of a remote that is down or not deployed. */
export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  const { pathname } = useLocation();
  return (
    <Page>
      <title>Not available right now - Scoreline</title>
      <MessagePanel
        tone="error"
        title="This page is not available right now"
        headingLevel={1}
        actions={
          <>
            <Button onClick={onRetry}>Try again</Button>
            {pathname === '/' ? null : (
              <Link to="/" className={buttonClassName('secondary')}>
                Go to the home page
              </Link>
            )}
          </>
        }
      >
        <p>{`We couldn't load ${label}. The rest of the site still works; please try again in a moment.`}</p>
      </MessagePanel>
    </Page>
  );
}
