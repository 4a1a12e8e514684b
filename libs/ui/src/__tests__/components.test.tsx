import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Badge,
  Button,
  MessagePanel,
  PremiumBadge,
  ProbabilityBar,
  Spinner,
  buttonClassName,
} from '../index.ts';

describe('Button', () => {
  it('is a real button that reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Unlock</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('is disabled and marked busy while busy, so it cannot be clicked twice', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Processing...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives links the same look through buttonClassName', () => {
    expect(buttonClassName('premium', 'extra')).toBe('sl-button sl-button--premium extra');
  });
});

describe('badges', () => {
  it('labels premium content', () => {
    render(<PremiumBadge />);
    expect(screen.getByText('PREMIUM')).toHaveClass('sl-badge--premium');
  });

  it('carries its tone as a class', () => {
    render(<Badge tone="away">Chelsea FC Victory</Badge>);
    expect(screen.getByText('Chelsea FC Victory')).toHaveClass('sl-badge', 'sl-badge--away');
  });
});

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading predictions..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading predictions...');
  });
});

describe('MessagePanel', () => {
  it('announces errors as an alert named by its title, with actions', () => {
    render(
      <MessagePanel tone="error" title="Connection Error" actions={<Button>Try Again</Button>}>
        <p>Network down</p>
      </MessagePanel>,
    );
    const alert = screen.getByRole('alert', { name: 'Connection Error' });
    expect(alert).toHaveTextContent('Network down');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('keeps empty states quiet (no alert role)', () => {
    render(<MessagePanel tone="empty" title="No fixtures available" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No fixtures available' })).toBeInTheDocument();
  });
});

describe('ProbabilityBar', () => {
  it('shows the formatted percent and exposes the value as a meter', () => {
    render(<ProbabilityBar label="Home Win" percentText="46" fraction={0.4567} tone="home" />);
    const meter = screen.getByRole('meter', { name: 'Home Win' });
    expect(meter).toHaveAttribute('aria-valuenow', '46');
    expect(meter).toHaveAttribute('aria-valuetext', '46%');
    expect(screen.getByText('46%')).toBeInTheDocument();
  });

  it('clamps the bar to 0-100%', () => {
    const { container } = render(
      <ProbabilityBar label="Draw" percentText=">99" fraction={1.2} tone="draw" />,
    );
    expect(container.querySelector('.sl-probability__fill')).toHaveStyle({ width: '100%' });
  });
});
