import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { describe, expect, it } from 'vitest';
import RoundingSandboxPage from '../rounding-sandbox-page.tsx';
import { TOKEN, aConfig, productionConfig } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';

const renderPage = () => renderRoute(<RoundingSandboxPage />, { path: '/rounding-sandbox', at: '/rounding-sandbox' });

const routes = {
  'GET /api/rounding-sandbox/configs': () => json({ configs: [productionConfig(), aConfig()] }),
  'GET /api/rounding-sandbox/production-config': () => json(productionConfig()),
};

async function enterToken(token: string) {
  await userEvent.type(screen.getByLabelText('Admin JWT token'), token);
  await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
}

describe('Rounding Sandbox token gate', () => {
  it("is titled 'Rounding Sandbox', asks for the token and links back to the admin panel", async () => {
    fakeApi(routes);
    renderPage();
    await waitFor(() => expect(document.title).toBe('Rounding Sandbox'));
    expect(screen.getByRole('heading', { name: 'Smart Rounding Sandbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token required');
  });

  it("says 'Invalid JWT token' and clears the token field when the server refuses it", async () => {
    fakeApi({
      'GET /api/rounding-sandbox/configs': () => json({ detail: 'Invalid or expired admin token' }, 401),
      'GET /api/rounding-sandbox/production-config': () => json({ detail: 'Invalid or expired admin token' }, 401),
    });
    renderPage();
    await enterToken('wrong');
    expect(await screen.findByText('Invalid JWT token')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin JWT token')).toHaveValue('');
  });

  it('unlocks with an accepted token, keeps it, and shows the production configuration', async () => {
    const api = fakeApi(routes);
    renderPage();
    await enterToken(TOKEN);
    const production = await screen.findByRole('region', { name: 'Current Production Configuration' });
    expect(production).toHaveTextContent('Default smart rounding — The built-in rules');
    expect(production).toHaveTextContent('Draw threshold0.25');
    expect(production).toHaveTextContent('Clear advantage threshold0.40');
    expect(production).toHaveTextContent('Clear adjustment0.30');
    expect(production).toHaveTextContent('PRODUCTION');
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(new Set(api.requests.map((request) => request.headers.get('Authorization')))).toEqual(new Set([`Bearer ${TOKEN}`]));
  });

  it('logs in by itself with the stored admin token', async () => {
    localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, TOKEN);
    fakeApi(routes);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Configurations' })).toBeInTheDocument();
  });

  it("shows the server's detail, or 'Failed to load data'", async () => {
    fakeApi({ ...routes, 'GET /api/rounding-sandbox/production-config': () => json({ detail: 'No production configuration' }, 404) });
    const first = renderPage();
    await enterToken(TOKEN);
    expect(await screen.findByText('No production configuration')).toBeInTheDocument();
    first.unmount();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    renderPage();
    await enterToken(TOKEN);
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });
});
