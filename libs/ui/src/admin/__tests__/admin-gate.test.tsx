// The gate in front of every admin page (docs/product.md §2 and §4): the password, then 'Password
// verified' and the issued JWT filled in; empty fields refused before any call; a failure clears
// its field and says why; an expired session says so.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminGate, SESSION_EXPIRED, type AdminGateProps } from '../index.ts';

const LABELS = { password: 'Unlock Admin Panel', token: 'Verify JWT' };

function renderGate(props: Partial<AdminGateProps> = {}) {
  const onLogin = vi.fn<AdminGateProps['onLogin']>(async () => ({ ok: true, token: 'issued.jwt', expiresInSeconds: 3600 }));
  const onToken = vi.fn<AdminGateProps['onToken']>(async () => true);
  render(
    <MemoryRouter>
      <AdminGate title="Algorithm Sandbox" session={{ status: 'locked' }} labels={LABELS} onLogin={onLogin} onToken={onToken} {...props} />
    </MemoryRouter>,
  );
  return { onLogin: props.onLogin ?? onLogin, onToken: props.onToken ?? onToken };
}

describe('AdminGate', () => {
  it('asks for the password under the page title, then fills in the issued token and hands it over with its lifetime', async () => {
    const { onLogin, onToken } = renderGate();
    expect(screen.getByRole('heading', { name: 'Algorithm Sandbox', level: 1 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Admin Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(onLogin).toHaveBeenCalledWith('right');
    expect(await screen.findByText(/Password verified/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter JWT token')).toHaveValue('issued.jwt');
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(onToken).toHaveBeenCalledWith('issued.jwt', 3600);
  });

  it('hands over a pasted token without a lifetime (its own exp counts), and clears a refused one', async () => {
    const { onToken } = renderGate({ onToken: vi.fn(async () => false) });
    await userEvent.type(screen.getByLabelText('Admin Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    const field = await screen.findByPlaceholderText('Enter JWT token');
    await userEvent.clear(field);
    await userEvent.type(field, 'pasted.jwt');
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(onToken).toHaveBeenCalledWith('pasted.jwt', undefined);
    expect(field).toHaveValue('');
  });

  it("refuses empty fields in the page's words, before any call", async () => {
    const { onLogin, onToken } = renderGate({ labels: { ...LABELS, passwordRequired: 'Password is required', tokenRequired: 'JWT token is required' } });
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    expect(onLogin).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Admin Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    await userEvent.clear(await screen.findByPlaceholderText('Enter JWT token'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify JWT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token is required');
    expect(onToken).not.toHaveBeenCalled();
  });

  it('says why a login failed and clears the password', async () => {
    renderGate({ onLogin: vi.fn(async () => ({ ok: false as const, error: 'Incorrect password' })) });
    await userEvent.type(screen.getByLabelText('Admin Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.getByLabelText('Admin Password')).toHaveValue('');
  });

  it('says the session expired, and links back to the admin panel', () => {
    renderGate({ session: { status: 'locked', notice: SESSION_EXPIRED } });
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_EXPIRED);
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('shows a spinner while a kept session is checked, with no form to fill', () => {
    renderGate({ session: { status: 'checking' } });
    expect(screen.getByText('Checking the admin session...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Admin Password')).toBeNull();
  });
});
