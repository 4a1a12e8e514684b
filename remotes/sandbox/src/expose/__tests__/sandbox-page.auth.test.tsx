import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { describe, expect, it } from 'vitest';
import SandboxPage from '../sandbox-page.tsx';
import { TOKEN, weightSets } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';

const renderPage = () => renderRoute(<SandboxPage />, { path: '/sandbox', at: '/sandbox' });

const sandboxRoutes = {
  'GET /api/sandbox/weight-sets': () => json(weightSets()),
  'GET /api/sandbox/experiments': () => json({ experiments: [] }),
};

async function enterToken(token: string) {
  await userEvent.type(screen.getByLabelText('Admin JWT token'), token);
  await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
}

describe('Algorithm Sandbox token gate', () => {
  it('asks for the token, with a link back to the admin panel, and refuses an empty one', async () => {
    const api = fakeApi(sandboxRoutes);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Algorithm Sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token required');
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Invalid JWT token', clears the field and stores nothing when the token is refused", async () => {
    fakeApi({
      'GET /api/sandbox/weight-sets': () => json({ detail: 'Invalid or expired admin token' }, 401),
      'GET /api/sandbox/experiments': () => json({ detail: 'Invalid or expired admin token' }, 401),
    });
    renderPage();
    await enterToken('not-a-token');
    expect(await screen.findByText('Invalid JWT token')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin JWT token')).toHaveValue('');
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('unlocks with a token the server accepts, sends it as a bearer and keeps it for the next visit', async () => {
    const api = fakeApi(sandboxRoutes);
    renderPage();
    await enterToken(TOKEN);
    expect(await screen.findByRole('status')).toHaveTextContent('Authenticated successfully');
    expect(screen.getByRole('heading', { name: 'Production Weights' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(api.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
  });

  it('logs in by itself with the stored admin token', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, TOKEN);
    fakeApi(sandboxRoutes);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Weight Sets' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Access Sandbox' })).not.toBeInTheDocument();
  });

  it('forgets a stored token the server refuses and shows the gate', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'expired');
    fakeApi({
      'GET /api/sandbox/weight-sets': () => json({ detail: 'Token expired' }, 401),
      'GET /api/sandbox/experiments': () => json({ detail: 'Token expired' }, 401),
    });
    renderPage();
    expect(await screen.findByText('Invalid JWT token')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull());
  });

  it("shows the server's detail when loading fails, and 'Failed to load data' when there is none", async () => {
    fakeApi({
      'GET /api/sandbox/weight-sets': () => json({ detail: 'Experiment store unavailable' }, 503),
      'GET /api/sandbox/experiments': () => json({ experiments: [] }),
    });
    const first = renderPage();
    await enterToken(TOKEN);
    expect(await screen.findByText('Experiment store unavailable')).toBeInTheDocument();
    first.unmount();

    fakeApi({});
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    renderPage();
    await enterToken(TOKEN);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
