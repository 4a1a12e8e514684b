// The paid return (docs/product.md §4): the checkout sends the visitor back to the page it started
// from (the site root or a fixture page) with ?session_token=…. The page takes the token out of the
// address bar so it is not shared or bookmarked, asks the server to activate it, and only when that
// succeeded keeps it (sent as X-Session-Token from then on) and confirms the purchase. A refusal (an
// unknown or unpaid token, a payment not confirmed yet, the server unreachable) is shown with a
// retry, and the token the visitor already had stays as it was: a link with a wrong token never
// replaces a paid one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage, storeSessionToken } from '@scoreline/api-client';
import { SESSION_TOKEN_PARAM } from '@scoreline/contracts/constants';
import { activateSession } from '../api/activate-session.ts';

export const PAYMENT_SUCCESS_ALERT = 'Payment successful! Your predictions are now unlocked.';
export const PAYMENT_NOT_CONFIRMED = 'We could not confirm your payment';
const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

export type PaidReturn =
  | { readonly status: 'none' }
  | { readonly status: 'activating' }
  /** The token is active and stored; `activations` counts them, so a page can load its paid content again. */
  | { readonly status: 'activated'; readonly activations: number }
  | { readonly status: 'failed'; readonly message: string; readonly retry: () => void };

export function usePaidReturn(): PaidReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<PaidReturn>({ status: 'none' });
  // Effects run twice in development's StrictMode; one return must activate and alert once.
  const handled = useRef<string | null>(null);
  const activations = useRef(0);

  const activate = useCallback((token: string) => {
    setState({ status: 'activating' });
    activateSession(token).then(
      () => {
        storeSessionToken(token);
        activations.current += 1;
        setState({ status: 'activated', activations: activations.current });
        window.alert(PAYMENT_SUCCESS_ALERT);
      },
      (error: unknown) => {
        console.warn('Session activation failed; the token was not kept.', error);
        setState({ status: 'failed', message: failureMessage(error, UNREACHABLE), retry: () => activate(token) });
      },
    );
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(SESSION_TOKEN_PARAM)?.trim();
    if (!token || handled.current === token) return;
    handled.current = token;

    params.delete(SESSION_TOKEN_PARAM);
    const search = params.toString();
    // A replace navigation is history.replaceState through the router, so both agree on the address.
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
    activate(token);
  }, [location, navigate, activate]);

  return state;
}
