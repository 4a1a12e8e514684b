import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_TOKEN_STORAGE_KEY } from '@scoreline/api-client';
import { aGameweek, aLockedGameweek, aPaidGameweek } from '../../testing/data.ts';
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

  it('handles the paid return: activates the token, keeps it, cleans the address, confirms, and shows the gameweek unlocked', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/session/activate': () => json({ active: true, expires_at: '2026-08-29T14:00:00Z' }),
      'GET /api/prediction/gameweek/:season/:gameweek': () => json(aPaidGameweek()),
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
    expect(await screen.findByText('Gameweek unlocked', {}, { timeout: 5000 })).toBeInTheDocument();
    const access = requests.find((r) => r.url.pathname === '/api/prediction/gameweek/2026-27/2');
    expect(access?.headers.get('X-Session-Token')).toBe('tok_paid_session_0123456789abcdef');
  });

  it("shows an error and no success for a return whose token the server does not know", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'POST /api/session/activate': () => json({ detail: 'Unknown session token' }, 404),
    });
    renderRoute(<HomePage />, { at: '/?session_token=tok_never_issued_0123456789abcdef' });

    expect(await screen.findByRole('alert', { name: 'We could not confirm your payment' })).toHaveTextContent('Unknown session token');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Unlock Full Gameweek - £9.99' })).toBeInTheDocument();
  });
});

describe('HomePage for a visitor whose session unlocked the gameweek', () => {
  it('shows every exact score on the cards with its outcome, and instead of the unlock button until when it is unlocked', async () => {
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok_paid_session_0123456789abcdef');
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'GET /api/prediction/gameweek/:season/:gameweek': () => json(aPaidGameweek()),
    });
    renderRoute(<HomePage />);

    expect(await screen.findByText('Gameweek unlocked', {}, { timeout: 5000 })).toBeInTheDocument();
    // 2026-08-29T14:00Z in London.
    expect(screen.getByText(/^Exact scores and probabilities are yours until/)).toHaveTextContent('Sat 29 Aug, 15:00');
    expect(screen.queryByRole('button', { name: 'Unlock Full Gameweek - £9.99' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Exact score hidden' })).not.toBeInTheDocument();
    const card = (name: string) => screen.getByRole('listitem', { name });
    expect(within(card('Arsenal FC vs Chelsea FC')).getByLabelText('Predicted score 2 - 1')).toHaveTextContent('2 - 1');
    expect(within(card('Arsenal FC vs Chelsea FC')).getByText('Arsenal FC Victory')).toBeInTheDocument();
    expect(within(card('Everton FC vs Liverpool FC')).getByLabelText('Predicted score 0 - 2')).toBeInTheDocument();
    expect(within(card('Fulham FC vs Brentford FC')).getByLabelText('Predicted score 1 - 1')).toBeInTheDocument();
    expect(within(card('Fulham FC vs Brentford FC')).getByText('Draw Expected')).toBeInTheDocument();
  });

  it('offers the unlock as usual when the stored session does not unlock this gameweek', async () => {
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok_paid_other_week_0123456789abcdef');
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'GET /api/prediction/gameweek/:season/:gameweek': () => json(aLockedGameweek()),
    });
    renderRoute(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Unlock Full Gameweek - £9.99' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Exact score hidden' })).toHaveLength(3));
    expect(screen.queryByText('Gameweek unlocked')).not.toBeInTheDocument();
  });

  it('asks nothing about access for a visitor who never paid', async () => {
    const { requests } = fakeApi({ 'GET /api/fixtures/gameweek/current': () => json(aGameweek()) });
    renderRoute(<HomePage />);
    await screen.findByRole('heading', { name: 'Gameweek 2' });
    expect(requests.some((r) => r.url.pathname.startsWith('/api/prediction/'))).toBe(false);
  });
});

describe('the footer strip', () => {
  it("keeps 'High Accuracy', linked to the track record, and quotes the measured figure with it", async () => {
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'GET /api/track-record/headline': () =>
        json({ matches: 1540, outcome_accuracy: 52.79, baseline_outcome_accuracy: 44.2, production_configuration: 'Dixon–Coles + Elo blend (30 % Elo), most-probable rounding' }),
    });
    renderRoute(<HomePage />);
    const strip = await screen.findByRole('list', { name: 'Why Scoreline' });
    expect(within(strip).getByRole('link', { name: 'High Accuracy' })).toHaveAttribute('href', '/track-record');
    expect(await within(strip).findByText('52.8% of 1,540 outcomes right')).toBeInTheDocument();
    expect(within(strip).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'High Accuracy52.8% of 1,540 outcomes right',
      '6+ Advanced Metrics',
      '100% Data-Driven',
      '£9.99 Per Gameweek',
    ]);
  });

  it("shows 'High Accuracy' alone while nothing is graded", async () => {
    fakeApi({
      'GET /api/fixtures/gameweek/current': () => json(aGameweek()),
      'GET /api/track-record/headline': () => json({ matches: 0, outcome_accuracy: null, baseline_outcome_accuracy: null, production_configuration: null }),
    });
    renderRoute(<HomePage />);
    const strip = await screen.findByRole('list', { name: 'Why Scoreline' });
    await screen.findByRole('heading', { name: 'Gameweek 2' });
    expect(within(strip).getAllByRole('listitem')[0]?.textContent).toBe('High Accuracy');
  });
});
