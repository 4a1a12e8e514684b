import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

/** The frame around every page: brand, navigation, content, footer. */
export function SiteLayout({ children }: { readonly children: ReactNode }) {
  return (
    <div className="shell">
      <a className="shell__skip sl-visually-hidden" href="#main">
        Skip to content
      </a>
      <header className="shell__header">
        <div className="shell__bar">
          <Link to="/" className="shell__brand" aria-label="Scoreline home">
            <svg
              className="shell__logo"
              viewBox="0 0 24 24"
              width="26"
              height="26"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7.2l3.6 2.6-1.4 4.2H9.8L8.4 9.8z" fill="currentColor" />
            </svg>
            Scoreline
          </Link>
          <nav aria-label="Main">
            <ul className="shell__nav">
              <li>
                <NavLink to="/" end className="shell__nav-link">
                  Predictions
                </NavLink>
              </li>
              <li>
                <NavLink to="/track-record" className="shell__nav-link">
                  Track Record
                </NavLink>
              </li>
              <li>
                <NavLink to="/blog" className="shell__nav-link">
                  Blog
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="shell__main">
        {children}
      </main>
      <footer className="shell__footer">
        <p>Scoreline · Premier League predictions from data. Predictions are estimates, not guarantees.</p>
      </footer>
    </div>
  );
}
