// The Algorithm Sandbox behind the one admin session (docs/product.md §4): a session another admin
// page opened (or a reload) unlocks it at once; without one its gate asks for the password, then
// 'Access Sandbox' with the issued JWT; a refused or expired token locks it again with a message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { SESSION_EXPIRED, keepAdminSession, readAdminSession } from '@scoreline/ui/admin';
import { describe, expect, it, vi } from 'vitest';
import SandboxPage from '../sandbox-page.tsx';
import { TOKEN, weightSets } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';

const renderPage = () => renderRoute(<SandboxPage />, { path: '/sandbox', at: '/sandbox' });

const sandboxRoutes = {
  'POST /api/auth/admin-token': () => json({ token: TOKEN, token_type: 'Bearer', expires_in: 3600 }),
  'GET /api/sandbox/weight-sets': () => json(weightSets()),
  'GET /api/sandbox/experiments': () => json({ experiments: [] }),
};

async function signIn(password = 'admin') {
  await userEvent.type(screen.getByLabelText('Admin Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Access Sandbox' }));
}

describe('Algorithm Sandbox behind the admin session', () => {
  it('asks for the password, with a link back to the admin panel, and refuses an empty one', async () => {
    const api = fakeApi(sandboxRoutes);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Algorithm Sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password required');
    expect(api.requests).toHaveLength(0);
  });

  it('unlocks with the token the password earned, sends it as a bearer and keeps it for the browser session', async () => {
    const api = fakeApi(sandboxRoutes);
    renderPage();
    await signIn();
    expect(await screen.findByRole('status')).toHaveTextContent('Authenticated successfully');
    expect(screen.getByRole('heading', { name: 'Production Weights' })).toBeInTheDocument();
    expect(readAdminSession()).toMatchObject({ state: 'active', session: { token: TOKEN } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(
      api.requests.filter((request) => request.path.startsWith('/api/sandbox')).map((request) => request.headers.get('Authorization')),
    ).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('opens at once with the session another admin page opened, without asking for anything', async () => {
    keepAdminSession(TOKEN, 3600);
    const api = fakeApi(sandboxRoutes);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Weight Sets' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin Password')).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/api/auth/admin-token')).toBe(false);
  });

  it("forgets a kept token the server refuses and asks for the password, saying 'Invalid JWT token'", async () => {
    keepAdminSession('refused', 3600);
    fakeApi({
      'GET /api/sandbox/weight-sets': () => json({ detail: 'Token expired' }, 401),
      'GET /api/sandbox/experiments': () => json({ detail: 'Token expired' }, 401),
    });
    renderPage();
    expect(await screen.findByText('Invalid JWT token')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Password')).toBeInTheDocument();
    await waitFor(() => expect(readAdminSession().state).toBe('none'));
  });

  it('says the session expired when the kept one has, and asks for the password', () => {
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt: Date.now() - 1 }));
    fakeApi(sandboxRoutes);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    expect(screen.getByLabelText('Admin Password')).toBeInTheDocument();
  });

  it('locks again with the expiry message when an action is refused mid-session', async () => {
    keepAdminSession(TOKEN, 3600);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fakeApi({
      ...sandboxRoutes,
      'DELETE /api/sandbox/weight-sets/:id': () => json({ detail: 'Invalid or expired admin token' }, 401),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete weight set Balanced' }));
    expect(await screen.findByText(SESSION_EXPIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Admin Password')).toBeInTheDocument();
    expect(readAdminSession().state).toBe('none');
  });

  it("shows the server's detail when loading fails, and 'Failed to load data' when there is none", async () => {
    fakeApi({
      ...sandboxRoutes,
      'GET /api/sandbox/weight-sets': () => json({ detail: 'Experiment store unavailable' }, 503),
    });
    const first = renderPage();
    await signIn();
    expect(await screen.findByText('Experiment store unavailable')).toBeInTheDocument();
    first.unmount();

    fakeApi({ 'POST /api/auth/admin-token': sandboxRoutes['POST /api/auth/admin-token'] });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).includes('/api/auth/') ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    renderPage();
    await signIn();
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
