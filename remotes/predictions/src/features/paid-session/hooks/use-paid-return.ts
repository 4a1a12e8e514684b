// The paid return (docs/product.md §4): the checkout sends the visitor back to the site root with
// ?session_token=…. The page keeps the token, takes it out of the address bar so it is not shared or
// bookmarked, and confirms the purchase.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { storeSessionToken } from '@scoreline/api-client';
import { SESSION_TOKEN_PARAM } from '@scoreline/contracts/constants';
import { activateSession } from '../api/activate-session.ts';

export const PAYMENT_SUCCESS_ALERT = 'Payment successful! Your predictions are now unlocked.';

export function usePaidReturn(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // Effects run twice in development's StrictMode; one return must activate and alert once.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(SESSION_TOKEN_PARAM)?.trim();
    if (!token || handled.current === token) return;
    handled.current = token;

    // Stored first: every later call sends it as X-Session-Token, even if activation fails.
    storeSessionToken(token);
    params.delete(SESSION_TOKEN_PARAM);
    const search = params.toString();
    // A replace navigation is history.replaceState through the router, so both agree on the address.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );

    activateSession(token)
      .catch((error: unknown) => {
        // Access still works through the header copy; the cookie only spares the header.
        console.warn(
          'Session activation failed; access continues through the X-Session-Token header.',
          error,
        );
      })
      .finally(() => window.alert(PAYMENT_SUCCESS_ALERT));
  }, [location, navigate]);
}
