import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_STORAGE_KEY } from '@scoreline/api-client';
import { aGameweek } from '../../testing/data.ts';
import { fakeApi, json, offContract, pending } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';
import { browserNavigation } from '../../utils/browser-navigation.ts';
import HomePage from '../home-page.tsx';

const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_gameweek';

describe('HomePage', () => {
  it('shows the hero and the loading text, then the gameweek list and the footer strip', async () => {
    fakeApi({ 'GET /api/fixtures/gameweek/current': () => json(aGameweek()) });
    renderRoute(<HomePage />);

    expect(screen.getByText('Live Predictions Active')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading predictions...');
    expect(await screen.findByRole('heading', { name: 'Gameweek 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View Full Prediction' })).toHaveLength(3);
    expect(screen.getByText('£9.99 Per Gameweek')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Scoreline - Premier League Predictions'));
  });

  it('stays on the loading text while the server is thinking', () => {
    fakeApi({ 'GET /api/fixtures/gameweek/current': pending });
    renderRoute(<HomePage />);
    expect(screen.getByText('Loading predictions...')).toBeInTheDocument();
  });

  it("shows a failed load on the 'Connection Error' screen with the server's detail, and retries", async () => {
    let calls = 0;
    fakeApi({
      'GET /api/fixtures/gameweek/current': () =>
        ++calls === 1 ? json({ detail: 'Catalog is starting' }, 503) : json(aGameweek()),
    });
    renderRoute(<HomePage />);

    expect(await screen.findByRole('alert', { name: 'Connection Error' })).toHaveTextContent(
      'Catalog is starting',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Gameweek 2' })).toBeInTheDocument();
  });

  it('unlocks the gameweek: posts the site root as both addresses, shows Processing... and redirects', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/payment/create-session': () => json({ url: CHECKOUT_URL }),
    });
    renderRoute(<HomePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Full Gameweek - £9.99' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      success_url: `${window.location.origin}/`,
      cancel_url: `${window.location.origin}/`,
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('alerts and re-enables the button when the payment session fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/payment/create-session': () => json({ detail: 'Stripe is unavailable' }, 502),
    });
    renderRoute(<HomePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Full Gameweek - £9.99' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An error occurred while setting up payment. Please try again.'),
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Payment session failed: Stripe is unavailable' }),
    );
    expect(screen.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('alerts when the answer has no checkout url', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/payment/create-session': () => offContract(json({})),
    });
    renderRoute(<HomePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Full Gameweek - £9.99' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An error occurred while setting up payment. Please try again.'),
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'No checkout URL returned from server.' }),
    );
    expect(screen.getByRole('button', { name: 'Unlock Full Gameweek - £9.99' })).toBeEnabled();
  });

  it('handles the paid return: keeps the token, cleans the address, confirms, and sends the token with later calls', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/session/activate': () => json({ active: true, expires_at: '2026-08-29T14:00:00Z' }),
    });
    renderRoute(<HomePage />, { at: '/?session_token=tok_paid_session_0123456789abcdef' });

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Payment successful! Your predictions are now unlocked.'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBe('tok_paid_session_0123456789abcdef');
    expect(requests.find((r) => r.url.pathname === '/api/session/activate')?.body).toEqual({
      session_token: 'tok_paid_session_0123456789abcdef',
    });
  });
});
