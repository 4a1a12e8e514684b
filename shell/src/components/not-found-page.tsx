import { Link } from 'react-router-dom';
import { MessagePanel, Page, buttonClassName } from '@scoreline/ui';

export function NotFoundPage() {
  return (
    <Page>
      <title>Page not found - Scoreline</title>
      <MessagePanel
        title="Page not found"
        headingLevel={1}
        actions={
          <Link to="/" className={buttonClassName('primary')}>
            Back to Home
          </Link>
        }
      >
        {/* The same words at every address: the page is prerendered once for all of them and hydrated. */}
        <p>There is no page at this address.</p>
      </MessagePanel>
    </Page>
  );
}
