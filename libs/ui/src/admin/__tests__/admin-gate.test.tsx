// The sandboxes' gate (docs/product.md §2): the token form with 'Access Sandbox' and the way back
// to the admin panel.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminGate } from '../index.ts';

describe('AdminGate', () => {
  it('asks for the admin JWT under the page title and hands the token over', async () => {
    const onSubmit = vi.fn(async () => true);
    render(
      <MemoryRouter>
        <AdminGate title="Algorithm Sandbox" session={{ status: 'locked' }} onSubmit={onSubmit} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Algorithm Sandbox' })).toBeInTheDocument();
    expect(screen.getByText('Enter the admin JWT token issued by the admin panel.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Admin JWT token'), 'abc.def.ghi');
    await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
    expect(onSubmit).toHaveBeenCalledWith('abc.def.ghi');
  });

  it('links back to the admin panel and shows the error it is given', () => {
    render(
      <MemoryRouter>
        <AdminGate
          title="Rounding Sandbox"
          session={{ status: 'locked', error: 'Invalid JWT token' }}
          onSubmit={async () => false}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '← Back to Admin Panel' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JWT token');
  });

  it('says a token is being checked and keeps the button busy meanwhile', () => {
    render(
      <MemoryRouter>
        <AdminGate title="Algorithm Sandbox" session={{ status: 'checking' }} onSubmit={async () => true} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Checking admin token...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Access Sandbox/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
