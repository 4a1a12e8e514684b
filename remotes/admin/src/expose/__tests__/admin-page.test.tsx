import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminPage from '../admin-page.tsx';
import { WEIGHTS, aRefreshStatus, anEventStreams } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderAdmin } from '../../testing/render.tsx';

describe('the admin page', () => {
  it('shows every section of the panel once both gates passed', async () => {
    fakeApi({
      'POST /api/auth/admin-token': () =>
        json({ token: 'issued.jwt.token', token_type: 'Bearer', expires_in: 3600 }),
      'GET /api/weights': () => json(WEIGHTS),
      'GET /api/streams': () => json(anEventStreams()),
      'GET /api/refresh/status': () => json(aRefreshStatus(false)),
    });
    renderAdmin(<AdminPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Admin Password'), 'admin');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Admin Panel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Verify JWT' }));
    await screen.findByRole('heading', { name: 'Smart Rounding Migration' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Smart Rounding Migration',
      'Data Management',
      'Live Season',
      'CRITICAL FIX',
      'Accuracy Diagnostics',
      'Probability Calibration',
      'Progressive Backtesting Verification',
      'Prediction Quality Diagnostics',
      'Preview Current Gameweek',
      'Database Migration',
      'Sandboxes',
      'Batch Weight Testing',
      'Progressive Backtest',
      'Algorithm Weights',
      'Event Streams',
    ]);
  });
});
