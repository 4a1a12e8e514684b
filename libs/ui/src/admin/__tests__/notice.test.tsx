import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from '../notice.tsx';

describe('Notice', () => {
  it('announces a success politely and a failure as an alert, inside one live region', () => {
    const { rerender, container } = render(<Notice notice={{ tone: 'success', text: 'Weight set saved' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Weight set saved');
    expect(screen.getByRole('status')).toHaveClass('sl-notice', 'sl-notice--success');
    rerender(<Notice notice={{ tone: 'error', text: 'Cannot delete the promoted weight set' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot delete the promoted weight set');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Notice notice={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-live', 'polite');
  });
});
