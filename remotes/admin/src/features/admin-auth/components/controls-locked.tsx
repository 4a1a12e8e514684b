import { Card } from '@scoreline/ui';

/** What the panel shows under the gate until the admin session is verified (docs/product.md §2). */
export function ControlsLocked() {
  return (
    <Card as="section" className="ad-locked" aria-label="Controls Locked">
      <p className="ad-locked__title">Controls Locked</p>
      <p className="ad-note">Verify the admin password and a JWT token to use the admin controls.</p>
    </Card>
  );
}
