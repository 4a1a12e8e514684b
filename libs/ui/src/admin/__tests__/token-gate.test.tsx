import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TokenGate } from '../index.ts';

describe('TokenGate', () => {
  it('refuses an empty token without checking it', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<TokenGate title="Algorithm Sandbox" submitLabel="Access Sandbox" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the trimmed token and keeps it when accepted', async () => {
    const onSubmit = vi.fn(async () => true);
    render(<TokenGate title="T" submitLabel="Access Sandbox" onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Admin JWT token');
    expect(field).toHaveAttribute('type', 'password');
    await userEvent.type(field, '  abc.def.ghi ');
    await userEvent.click(screen.getByRole('button', { name: 'Access Sandbox' }));
    expect(onSubmit).toHaveBeenCalledWith('abc.def.ghi');
    expect(field).toHaveValue('  abc.def.ghi ');
  });

  it('clears the field when the token is refused, and shows the error it is given', async () => {
    const { rerender } = render(<TokenGate title="T" submitLabel="Go" onSubmit={async () => false} />);
    const field = screen.getByLabelText('Admin JWT token');
    await userEvent.type(field, 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(field).toHaveValue('');
    rerender(<TokenGate title="T" submitLabel="Go" onSubmit={async () => false} error="Invalid JWT token" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JWT token');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
