// The Rounding Sandbox behind the one admin session (docs/product.md §4): titled 'Rounding Sandbox',
// open at once with a session another admin page opened; otherwise the password, then 'Access
// Sandbox' with the issued JWT; a refused token locks it again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { keepAdminSession, readAdminSession } from '@scoreline/ui/admin';
import { describe, expect, it } from 'vitest';
import RoundingSandboxPage from '../rounding-sandbox-page.tsx';
import { TOKEN, aConfig, productionConfig } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';

const renderPage = () => renderRoute(<RoundingSandboxPage />, { path: '/rounding-sandbox', at: '/rounding-sandbox' });

const routes = {
  'POST /api/auth/admin-token': () => json({ token: TOKEN, token_type: 'Bearer', expires_in: 3600 }),
  'GET /api/rounding-sandbox/configs': () => json({ configs: [productionConfig(), aConfig()] }),
  'GET /api/rounding-sandbox/production-config': () => json(productionConfig()),
};

async function signIn() {
  await userEvent.type(screen.getByLabelText('Admin Password'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Verify Password' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Access Sandbox' }));
}

describe('Rounding Sandbox behind the admin session', () => {
  it("is titled 'Rounding Sandbox', asks for the password and links back to the admin panel", async () => {
    fakeApi(routes);
    renderPage();
    await waitFor(() => expect(document.title).toBe('Rounding Sandbox'));
    expect(screen.getByRole('heading', { name: 'Smart Rounding Sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password required');
  });

  it("says 'Invalid JWT token' and clears the token field when the server refuses the token", async () => {
    fakeApi({
      'POST /api/auth/admin-token': routes['POST /api/auth/admin-token'],
      'GET /api/rounding-sandbox/configs': () => json({ detail: 'Invalid or expired admin token' }, 401),
      'GET /api/rounding-sandbox/production-config': () => json({ detail: 'Invalid or expired admin token' }, 401),
    });
    renderPage();
    await signIn();
    expect(await screen.findByText('Invalid JWT token')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter JWT token')).toHaveValue('');
    expect(readAdminSession().state).toBe('none');
  });

  it('unlocks with the issued token, keeps it for the browser session, and shows the production configuration', async () => {
    const api = fakeApi(routes);
    renderPage();
    await signIn();
    const production = await screen.findByRole('region', { name: 'Current Production Configuration' });
    expect(production).toHaveTextContent('Default smart rounding — The built-in rules');
    expect(production).toHaveTextContent('Draw threshold0.25');
    expect(production).toHaveTextContent('Clear advantage threshold0.40');
    expect(production).toHaveTextContent('Clear adjustment0.30');
    expect(production).toHaveTextContent('PRODUCTION');
    expect(readAdminSession()).toMatchObject({ state: 'active', session: { token: TOKEN } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    const bearers = api.requests.filter((request) => request.path.startsWith('/api/rounding-sandbox')).map((request) => request.headers.get('Authorization'));
    expect(new Set(bearers)).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('opens at once with the session another admin page opened', async () => {
    keepAdminSession(TOKEN, 3600);
    fakeApi(routes);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Configurations' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin Password')).not.toBeInTheDocument();
  });

  it("shows the server's detail, or 'Failed to load data'", async () => {
    fakeApi({ ...routes, 'GET /api/rounding-sandbox/production-config': () => json({ detail: 'No production configuration' }, 404) });
    const first = renderPage();
    await signIn();
    expect(await screen.findByText('No production configuration')).toBeInTheDocument();
    first.unmount();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      String(input).includes('/api/auth/') ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
    renderPage();
    await signIn();
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
