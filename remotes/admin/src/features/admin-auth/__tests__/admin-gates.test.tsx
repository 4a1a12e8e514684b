// The panel's gate (docs/product.md §2, §4 and §5): 'Admin Password' → 'Unlock Admin Panel', then
// 'Password verified' and the issued JWT → 'Verify JWT'; 'Controls Locked' until then. The session it
// opens is the one the three sandboxes use (libs/ui admin-session-store).
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readAdminSession } from '@scoreline/ui/admin';
import { describe, expect, it } from 'vitest';
import AdminPage from '../../../expose/admin-page.tsx';
import { WEIGHTS } from '../../../testing/data/common.ts';
import { anEventStreams } from '../../../testing/data/event-streams.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderAdmin } from '../../../testing/render.tsx';

const ISSUED = 'issued.jwt.token';

function backend({ password = 'right', validToken = ISSUED } = {}) {
  return fakeApi({
    'POST /api/auth/admin-token': (request) =>
      (request.body as { password: string }).password === password
        ? json({ token: ISSUED, token_type: 'Bearer', expires_in: 3600 })
        : json({ detail: 'Incorrect password' }, 401),
    'GET /api/weights': (request) =>
      request.headers.get('Authorization') === `Bearer ${validToken}`
        ? json(WEIGHTS)
        : json({ detail: 'Invalid or expired token' }, 401),
    'GET /api/streams': () => json(anEventStreams()),
  });
}

const passwordField = () => screen.getByLabelText('Admin Password');
const tokenField = () => screen.getByPlaceholderText('Enter JWT token');

describe('the admin gates', () => {
  it('starts locked behind the password gate, and an empty password is refused without a call', async () => {
    const api = backend();
    renderAdmin(<AdminPage />);
    expect(screen.getByText(/Controls Locked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password required');
    expect(api.requests).toHaveLength(0);
  });

  it('sends the password to the gateway, and a wrong one says so and clears the field', async () => {
    const api = backend();
    renderAdmin(<AdminPage />);
    await userEvent.type(passwordField(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(passwordField()).toHaveValue('');
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { password: 'wrong' } });
    expect(screen.queryByText('Password verified')).not.toBeInTheDocument();
  });

  it('says when to try again once logins are locked out, from Retry-After', async () => {
    fakeApi({
      'POST /api/auth/admin-token': () =>
        new Response(JSON.stringify({ detail: 'Too many failed login attempts; try again later' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
        }),
    });
    renderAdmin(<AdminPage />);
    await userEvent.type(passwordField(), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Too many failed login attempts; try again later Try again in 10 minutes, at \d\d:\d\d\.$/,
    );
  });

  it('verifies the password, pre-fills the issued JWT, verifies it and unlocks the panel, keeping the session for the sandboxes', async () => {
    const api = backend();
    renderAdmin(<AdminPage />);
    await userEvent.type(passwordField(), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(await screen.findByText(/Password verified/)).toBeInTheDocument();
    expect(tokenField()).toHaveValue(ISSUED);
    expect(screen.getByText(/Controls Locked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(await screen.findByRole('heading', { name: 'Data Management' })).toBeInTheDocument();
    expect(screen.queryByText(/Controls Locked/)).not.toBeInTheDocument();
    const kept = readAdminSession();
    expect(kept).toMatchObject({ state: 'active', session: { token: ISSUED } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    const verification = api.requests.find((r) => r.url.pathname === '/api/weights');
    expect(verification?.headers.get('Authorization')).toBe(`Bearer ${ISSUED}`);
  });

  it('refuses an empty JWT and clears an invalid one', async () => {
    backend();
    renderAdmin(<AdminPage />);
    await userEvent.type(passwordField(), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    await screen.findByText(/Password verified/);
    await userEvent.clear(tokenField());
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token required');
    await userEvent.type(tokenField(), 'forged.token.value');
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JWT token');
    expect(tokenField()).toHaveValue('');
    expect(readAdminSession().state).toBe('none');
    expect(screen.getByText(/Controls Locked/)).toBeInTheDocument();
  });
});
