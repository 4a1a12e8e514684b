import { Link, useLocation } from 'react-router-dom';
import { MessagePanel, Page, buttonClassName } from '@scoreline/ui';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page>
      <title>Page not found - Scoreline</title>
      <MessagePanel
        title="Page not found"
        actions={
          <Link to="/" className={buttonClassName('primary')}>
            Back to Home
          </Link>
        }
      >
        <p>{`There is no page at ${pathname}.`}</p>
      </MessagePanel>
    </Page>
  );
}
