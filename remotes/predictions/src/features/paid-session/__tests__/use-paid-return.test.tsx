import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_STORAGE_KEY } from '@scoreline/api-client';
import { SESSION_PAYMENT_PENDING_DETAIL } from '@scoreline/contracts/constants';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';
import { PAYMENT_SUCCESS_ALERT, usePaidReturn } from '../hooks/use-paid-return.ts';

function Probe() {
  usePaidReturn();
  return <p>page</p>;
}

const TOKEN = 'tok_paid_session_0123456789abcdef';
const activated = () => json({ active: true, expires_at: '2026-08-29T14:00:00Z' });

describe('usePaidReturn', () => {
  it('stores the token, removes it from the address, activates the cookie and confirms once', async () => {
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
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?utm=mail#top$/);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ session_token: TOKEN });
    expect(requests[0]?.credentials).toBe('include');
  });

  it('still keeps the token and confirms when activation fails (the header carries access)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ 'POST /api/session/activate': () => json({ detail: 'down' }, 503) });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT));
    expect(warn).toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('asks again while the payment waits for its webhook, and activates once it has landed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = fakeApi({
      'POST /api/session/activate': () =>
        ++calls === 1 ? json({ detail: SESSION_PAYMENT_PENDING_DETAIL }, 409) : activated(),
    });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT), { timeout: 5000 });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual({ session_token: TOKEN });
  });

  it('does not ask again after a final refusal (a checkout that expired unpaid)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'POST /api/session/activate': () => json({ detail: 'This checkout expired without a payment' }, 409),
    });

    renderRoute(<Probe />, { at: `/?session_token=${TOKEN}` });

    await waitFor(() => expect(alert).toHaveBeenCalledWith(PAYMENT_SUCCESS_ALERT));
    expect(requests).toHaveLength(1);
  });

  it('does nothing without a token', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({});
    renderRoute(<Probe />, { at: '/?utm=mail' });
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBeNull();
  });
});
