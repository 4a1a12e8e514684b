// The admin tools' modal dialog: named by its heading, described when asked, closed by a click on the
// backdrop only when the caller allows it (a confirmation must be answered), never by a click inside.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../index.ts';

describe('Modal', () => {
  it('is a modal dialog named by its heading and described by its text', () => {
    render(
      <Modal titleId="t" describedBy="d" size="narrow">
        <h3 id="t">Replay dead letter?</h3>
        <p id="d">The event goes back to its topic.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Replay dead letter?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The event goes back to its topic.');
    expect(dialog.parentElement).toHaveClass('sl-modal', 'sl-modal--narrow');
  });

  it('closes on a click on the backdrop when asked to, not on a click inside', () => {
    const onBackdropClick = vi.fn();
    render(
      <Modal titleId="t" onBackdropClick={onBackdropClick}>
        <h2 id="t">Experiment</h2>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Experiment' });
    fireEvent.click(screen.getByRole('heading', { name: 'Experiment' }));
    fireEvent.click(dialog);
    expect(onBackdropClick).not.toHaveBeenCalled();
    fireEvent.click(dialog.parentElement!);
    expect(onBackdropClick).toHaveBeenCalledTimes(1);
  });
});
