import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_STORAGE_KEY } from '@scoreline/api-client';
import { SESSION_PAYMENT_PENDING_DETAIL } from '@scoreline/contracts/constants';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';
import { PaidReturnNotice } from '../components/paid-return-notice.tsx';
import { PAYMENT_SUCCESS_ALERT, usePaidReturn } from '../hooks/use-paid-return.ts';

function Probe() {
  const paidReturn = usePaidReturn();
  return (
    <>
      <p data-testid="paid-return">{paidReturn.status === 'activated' ? `activated ${paidReturn.activations}` : paidReturn.status}</p>
      <PaidReturnNotice paidReturn={paidReturn} />
    </>
  );
}

const TOKEN = 'tok_paid_session_0123456789abcdef';
const PAID_BEFORE = 'tok_paid_before_0123456789abcdef';
const activated = () => json({ active: true, expires_at: '2026-08-29T14:00:00Z' });

describe('usePaidReturn', () => {
  it('removes the token from the address, activates it, then keeps it and confirms once', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({ 'POST /api/session/activate': activated });

    renderRoute(
      <StrictMode>
        <Probe />
      </StrictMode>,
      { at: `/?session_token=${TOKEN}&utm=mail#top` },
    );

    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('paid-return')).toHaveTextContent('activated 1');
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?utm=mail#top$/);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ session_token: TOKEN });
    expect(requests[0]?.credentials).toBe('include');
  });

  it('returns to a fixture page and stays there', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/session/activate': activated });
    renderRoute(<Probe />, { path: '/fixture/:fixtureId', at: `/fixture/101?session_token=${TOKEN}` });
    await waitFor(() => expect(screen.getByTestId('paid-return')).toHaveTextContent('activated 1'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fixture\/101$/);
  });

  it('shows an error with a retry, not the success, when activation fails; keeps nothing; succeeds on retry', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = fakeApi({
      'POST /api/session/activate': () => (++calls === 1 ? json({ detail: 'Payment service restarting' }, 503) : activated()),
    });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    const notice = await screen.findByRole('alert', { name: 'We could not confirm your payment' });
    expect(notice).toHaveTextContent('Payment service restarting');
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT));
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.map((r) => r.body)).toEqual([{ session_token: TOKEN }, { session_token: TOKEN }]);
  });

  it('never replaces a paid token with an unknown one', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, PAID_BEFORE);
    fakeApi({ 'POST /api/session/activate': () => json({ detail: 'Unknown session token' }, 404) });

    renderRoute(<Probe />, { at: '/?session_token=bogus_token_0123456789abcdef' });

    expect(await screen.findByRole('alert', { name: 'We could not confirm your payment' })).toHaveTextContent('Unknown session token');
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe(PAID_BEFORE);
  });

  it('asks again while the payment waits for its webhook, and activates once it has landed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = fakeApi({
      'POST /api/session/activate': () => (++calls === 1 ? json({ detail: SESSION_PAYMENT_PENDING_DETAIL }, 409) : activated()),
    });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT), { timeout: 5000 });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual({ session_token: TOKEN });
  });

  it('does not ask again after a final refusal (a checkout that expired unpaid), and says so', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'POST /api/session/activate': () => json({ detail: 'This checkout expired without a payment' }, 409),
    });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    expect(await screen.findByRole('alert', { name: 'We could not confirm your payment' })).toHaveTextContent('This checkout expired without a payment');
    expect(requests).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('does nothing without a token', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({});
    renderRoute(<Probe />, { at: '/?utm=mail' });
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(screen.getByTestId('paid-return')).toHaveTextContent('none');
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
