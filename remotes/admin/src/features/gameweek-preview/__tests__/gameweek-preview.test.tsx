import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPreview } from '../../../testing/data/preview.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, renderAdmin } from '../../../testing/render.tsx';
import { GameweekPreviewSection } from '../components/gameweek-preview-section.tsx';

describe('Preview Current Gameweek', () => {
  it('shows exact scores and probabilities without payment, with the bearer token', async () => {
    const api = fakeApi({ 'GET /api/admin/preview-current-gameweek': () => json(aPreview()) });
    renderAdmin(<GameweekPreviewSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Current Gameweek' }));
    const table = await screen.findByRole('table', { name: 'Current gameweek preview' });
    const arsenal = within(table).getByRole('row', { name: /Arsenal FC vs Chelsea FC/ });
    expect(arsenal).toHaveTextContent('2 - 1');
    expect(arsenal).toHaveTextContent('51%');
    expect(within(table).getByRole('row', { name: /Everton FC vs Liverpool FC/ })).toHaveTextContent(
      'Pending',
    );
    expect(screen.getByText('Gameweek 13 · 2026-27')).toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('shows the server’s detail, or Failed to load preview when there is none', async () => {
    fakeApi({
      'GET /api/admin/preview-current-gameweek': () => json({ detail: 'Invalid or expired token' }, 401),
    });
    const { unmount } = renderAdmin(<GameweekPreviewSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Current Gameweek' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    unmount();
    fakeApi({ 'GET /api/admin/preview-current-gameweek': () => Promise.reject(new TypeError('offline')) });
    renderAdmin(<GameweekPreviewSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Current Gameweek' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load preview');
  });
});
