import { buttonClassName } from '@scoreline/ui';
import { Link } from 'react-router-dom';
import { AdminSection } from '../../../components/admin-section.tsx';

/** The three sandboxes (docs/product.md §2); they log in from the token this panel stored. */
export function SandboxLinksSection() {
  return (
    <AdminSection title="Sandboxes" description={<p>Test variations away from production.</p>}>
      <ul className="ad-links">
        <li>
          <Link className={buttonClassName('primary')} to="/cross-sandbox">
            Cross-Sandbox Matrix Testing
          </Link>
          <p className="ad-note">Every weight set × every rounding configuration.</p>
        </li>
        <li>
          <Link className={buttonClassName('secondary')} to="/rounding-sandbox">
            Smart Rounding Sandbox
          </Link>
          <p className="ad-note">Rules that turn raw goal values into whole scores.</p>
        </li>
        <li>
          <Link className={buttonClassName('secondary')} to="/sandbox">
            Algorithm Sandbox
          </Link>
          <p className="ad-note">Weight sets and experiments.</p>
        </li>
      </ul>
    </AdminSection>
  );
}
