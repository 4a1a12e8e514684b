// The admin panel once the admin session is open: every section, grouped in the order of an
// administrator's day with the fixes and migrations that rewrite stored data last, each reachable
// from the panel's own navigation; the destructive actions look destructive.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepAdminSession } from '@scoreline/ui/admin';
import { describe, expect, it } from 'vitest';
import AdminPage from '../admin-page.tsx';
import { WEIGHTS } from '../../testing/data/common.ts';
import { anEventStreams } from '../../testing/data/event-streams.ts';
import { aRefreshStatus } from '../../testing/data/refresh.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderAdmin } from '../../testing/render.tsx';

const SECTIONS = [
  'Data Management',
  'Live Season',
  'Preview Current Gameweek',
  'Event Streams',
  'Accuracy Diagnostics',
  'Probability Calibration',
  'Prediction Quality Diagnostics',
  'Progressive Backtesting Verification',
  'Algorithm Weights',
  'Batch Weight Testing',
  'Progressive Backtest',
  'Sandboxes',
  'CRITICAL FIX',
  'Smart Rounding Migration',
  'Database Migration',
];

async function openPanel() {
  fakeApi({
    'POST /api/auth/admin-token': () => json({ token: 'issued.jwt.token', token_type: 'Bearer', expires_in: 3600 }),
    'GET /api/weights': () => json(WEIGHTS),
    'GET /api/streams': () => json(anEventStreams()),
    'GET /api/refresh/status': () => json(aRefreshStatus(false)),
  });
  renderAdmin(<AdminPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Admin Password'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Verify JWT' }));
  await screen.findByRole('heading', { level: 2, name: 'Data Management' });
}

const sectionTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => heading.classList.contains('ad-section__title'))
    .map((heading) => heading.textContent);

describe('the admin page', () => {
  it('shows every section once the session is open, the ones that rewrite stored data last', async () => {
    await openPanel();
    expect(sectionTitles()).toEqual(SECTIONS);
  });

  it('links every section from its navigation, by group', async () => {
    await openPanel();
    const navigation = screen.getByRole('navigation', { name: 'Admin panel sections' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent!);
    }
    expect(within(navigation).getByRole('heading', { name: 'Fixes and migrations (rewrite stored data)' })).toBeInTheDocument();
  });

  it('styles the destructive actions as such, never as the green primary button', async () => {
    await openPanel();
    for (const name of ['Run Smart Rounding Migration', 'Fix Predictions Now!', 'Run Migration', 'Recalculate Predictions']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toHaveClass('sl-button--danger');
      expect(button, name).not.toHaveClass('sl-button--primary');
    }
  });

  it('opens without the password when the browser session already holds a token (another admin page, a reload)', async () => {
    keepAdminSession('kept.jwt.token', 3600);
    const api = fakeApi({ 'GET /api/weights': () => json(WEIGHTS), 'GET /api/streams': () => json(anEventStreams()) });
    renderAdmin(<AdminPage />);
    await screen.findByRole('heading', { level: 2, name: 'Data Management' });
    expect(api.requests.some((request) => request.path === '/api/auth/admin-token')).toBe(false);
    expect(api.requests.find((request) => request.path === '/api/weights')?.headers.get('Authorization')).toBe('Bearer kept.jwt.token');
  });
});
