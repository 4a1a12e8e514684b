import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../testing/render.tsx';
import { SandboxLinksSection } from '../components/sandbox-links-section.tsx';

describe('the sandbox links', () => {
  it('links the three sandboxes', async () => {
    renderAdmin(<SandboxLinksSection />);
    expect(screen.getByRole('link', { name: 'Cross-Sandbox Matrix Testing' })).toHaveAttribute(
      'href',
      '/cross-sandbox',
    );
    expect(screen.getByRole('link', { name: 'Smart Rounding Sandbox' })).toHaveAttribute(
      'href',
      '/rounding-sandbox',
    );
    expect(screen.getByRole('link', { name: 'Algorithm Sandbox' })).toHaveAttribute('href', '/sandbox');
    await userEvent.click(screen.getByRole('link', { name: 'Algorithm Sandbox' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sandbox');
  });
});
