import { Button, Card } from '@scoreline/ui';
import type { FormEvent } from 'react';
import { Notice } from '../../../components/notice.tsx';
import type { AdminAuth } from '../hooks/use-admin-auth.ts';

/** Gate 1 (password), then gate 2 (JWT), then 'Controls Locked' until both passed (docs/product.md §2). */
export function AuthGates({ auth }: { readonly auth: AdminAuth }) {
  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void auth.submitPassword();
  };
  const onToken = (event: FormEvent) => {
    event.preventDefault();
    void auth.submitToken();
  };
  return (
    <Card as="section" className="ad-gate" aria-label="Admin authentication">
      {auth.passwordVerified ? (
        <>
          <p className="ad-verified" role="status">
            ✓ Password verified
          </p>
          <form className="ad-form" onSubmit={onToken} noValidate>
            <label className="ad-field">
              <span>JWT token</span>
              <input
                type="password"
                placeholder="Enter JWT token"
                value={auth.token}
                onChange={(event) => auth.setToken(event.target.value)}
                autoComplete="off"
              />
            </label>
            <Button type="submit" busy={auth.busy}>
              Verify JWT
            </Button>
          </form>
        </>
      ) : (
        <form className="ad-form" onSubmit={onPassword} noValidate>
          <label className="ad-field">
            <span>Admin Password</span>
            <input
              type="password"
              value={auth.password}
              onChange={(event) => auth.setPassword(event.target.value)}
              autoComplete="current-password"
            />
          </label>
          <Button type="submit" busy={auth.busy}>
            Unlock Admin Panel
          </Button>
        </form>
      )}
      {auth.error ? <Notice tone="error">{auth.error}</Notice> : null}
    </Card>
  );
}

export function ControlsLocked() {
  return (
    <Card as="section" className="ad-locked" aria-label="Controls Locked">
      <p className="ad-locked__title">Controls Locked</p>
      <p className="ad-note">Verify the admin password and a JWT token to use the admin controls.</p>
    </Card>
  );
}
