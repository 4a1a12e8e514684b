import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_STORAGE_KEY } from '@scoreline/api-client';
import { aLockedPrediction, anUnlockedPrediction } from '../../testing/data.ts';
import { fakeApi, json, pending } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';
import { browserNavigation } from '../../utils/browser-navigation.ts';
import FixturePage from '../fixture-page.tsx';

const renderAt = (at: string) => renderRoute(<FixturePage />, { path: '/fixture/:fixtureId', at });

describe('FixturePage', () => {
  it('shows the loading text while the prediction loads', () => {
    fakeApi({ 'GET /api/prediction/101': pending });
    renderAt('/fixture/101');
    expect(screen.getByRole('status')).toHaveTextContent('Loading prediction...');
  });

  it('loads the prediction with the session token and shows it', async () => {
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok_paid_session_0123456789abcdef');
    const { requests } = fakeApi({ 'GET /api/prediction/101': () => json(anUnlockedPrediction()) });
    renderAt('/fixture/101');

    expect(await screen.findByText('UNLOCKED - FULL GAMEWEEK ACCESS')).toBeInTheDocument();
    expect(requests[0]?.headers.get('X-Session-Token')).toBe('tok_paid_session_0123456789abcdef');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('comes back here from the checkout: activates the token, then loads the fixture again, unlocked', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'POST /api/session/activate': () => json({ active: true, expires_at: '2026-08-29T14:00:00Z' }),
      // Locked until the request carries the activated token.
      'GET /api/prediction/101': (request) => json(request.headers.get('X-Session-Token') ? anUnlockedPrediction() : aLockedPrediction()),
    });
    renderAt('/fixture/101?session_token=tok_paid_session_0123456789abcdef');

    expect(await screen.findByText('UNLOCKED - FULL GAMEWEEK ACCESS', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Payment successful! Your predictions are now unlocked.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/fixture\/101$/);
    expect(screen.queryByRole('button', { name: 'Unlock for £9.99' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.pathname === '/api/prediction/101').at(-1)?.headers.get('X-Session-Token')).toBe(
      'tok_paid_session_0123456789abcdef',
    );
  });

  it('says the payment could not be confirmed, and stays locked, for a token the server refuses', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({
      'POST /api/session/activate': () => json({ detail: 'Unknown session token' }, 404),
      'GET /api/prediction/101': () => json(aLockedPrediction()),
    });
    renderAt('/fixture/101?session_token=tok_never_issued_0123456789abcdef');

    expect(await screen.findByRole('alert', { name: 'We could not confirm your payment' })).toHaveTextContent('Unknown session token');
    expect(await screen.findByRole('button', { name: 'Unlock for £9.99' })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('rejects a non-numeric id without calling the server', async () => {
    const { requests } = fakeApi({});
    renderAt('/fixture/abc');
    expect(await screen.findByRole('alert', { name: 'Unable to Load Fixture' })).toHaveTextContent(
      'Invalid fixture ID: "abc". Expected a numeric ID.',
    );
    expect(requests).toHaveLength(0);
    // An error page is still a page: its heading is the h1, and the tab has a title.
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to Load Fixture' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Unable to Load Fixture - Scoreline'));
  });

  it("says 'No fixture ID provided' when the route carries none", async () => {
    fakeApi({});
    renderRoute(<FixturePage />, { path: '/fixture', at: '/fixture' });
    expect(await screen.findByRole('alert', { name: 'Unable to Load Fixture' })).toHaveTextContent(
      'No fixture ID provided',
    );
  });

  it("shows the server's detail on the error card", async () => {
    fakeApi({ 'GET /api/prediction/999': () => json({ detail: 'Fixture 999 not found' }, 404) });
    renderAt('/fixture/999');
    expect(await screen.findByRole('alert', { name: 'Unable to Load Fixture' })).toHaveTextContent(
      'Fixture 999 not found',
    );
  });

  it("says 'No data available' for an empty answer", async () => {
    fakeApi({ 'GET /api/prediction/101': () => new Response(null, { status: 204 }) });
    renderAt('/fixture/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'No data available' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('No data available - Scoreline'));
  });

  it('unlocks with the numeric fixture id and redirects to the checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'GET /api/prediction/101': () => json(aLockedPrediction()),
      'POST /api/payment/create-session': () =>
        json({ url: 'https://checkout.stripe.com/c/pay/cs_test_fixture' }),
    });
    renderAt('/fixture/101');

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock for £9.99' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_fixture'),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ fixture_id: 101 });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('alerts and re-enables the unlock button when the payment session fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/prediction/101': () => json(aLockedPrediction()),
      'POST /api/payment/create-session': () => json({ detail: 'Card processor down' }, 500),
    });
    renderAt('/fixture/101');

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock for £9.99' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An error occurred while setting up payment. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Unlock for £9.99' })).toBeEnabled();
  });
});
