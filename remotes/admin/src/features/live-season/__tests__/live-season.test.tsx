import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../lib/sleep.ts';
import { aRefreshStatus, aSchedule, refreshAccepted } from '../../../testing/data/refresh.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { LiveSeasonSection } from '../components/live-season-section.tsx';

vi.mock('../../../lib/sleep.ts', () => ({ sleep: vi.fn(() => Promise.resolve()) }));

const STALE = { season: '2026-27', overdue_matches: 70, last_result_at: '2026-09-14T19:00:00.000Z', results_up_to_gameweek: 4 };

describe('Live Season', () => {
  beforeEach(() => vi.mocked(sleep).mockClear());

  it('shows the last and next scheduled refresh, and no warning while results are on time', async () => {
    fakeApi({
      'GET /api/refresh/status': () =>
        json(
          aRefreshStatus(false, undefined, {
            schedule: aSchedule({
              last_scheduled_run: {
                started_at: '2026-11-27T12:05:00.000Z',
                completed_at: '2026-11-27T12:05:20.000Z',
                outcome: 'completed',
                source: 'openfootball',
                fetched_from: 'network',
                updated: 3,
                error: null,
              },
              last_run: { trigger: 'schedule', status: 'completed', source: 'openfootball', fetched_from: 'network', started_at: '2026-11-27T12:05:00.000Z', completed_at: '2026-11-27T12:05:20.000Z', error: null },
            }),
          }),
        ),
    });
    renderAdmin(<LiveSeasonSection token={TOKEN} />);
    expect(await screen.findByText('27 Nov 2026, 12:05, 3 fixtures updated, from openfootball')).toBeInTheDocument();
    expect(screen.getByText('27 Nov 2026, 18:00 (a few times a day)')).toBeInTheDocument();
    expect(screen.getByText('27 Nov 2026, 12:05 (scheduled), completed, from openfootball')).toBeInTheDocument();
    expect(screen.queryByText(/Results last updated/)).not.toBeInTheDocument();
  });

  it('warns when the results are late, and refreshes the live season with the button', async () => {
    answerConfirmations(true);
    const statuses = [
      aRefreshStatus(false, undefined, { schedule: aSchedule({ staleness: STALE }) }),
      aRefreshStatus(true, undefined, { schedule: aSchedule({ staleness: STALE }) }),
      aRefreshStatus(false, undefined, {
        schedule: aSchedule({
          staleness: null,
          last_run: { trigger: 'admin', status: 'completed', source: 'football-data', fetched_from: 'network', started_at: '2026-11-27T13:00:00.000Z', completed_at: '2026-11-27T13:00:30.000Z', error: null },
        }),
      }),
    ];
    const api = fakeApi({
      'GET /api/refresh/status': () => json(statuses.shift()),
      'POST /api/refresh/season/2026': () => json(refreshAccepted(2026), 202),
    });
    renderAdmin(<LiveSeasonSection token={TOKEN} />);
    const warning = await screen.findByText('Results last updated 14 September; predictions use results up to gameweek 4');
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('27 Nov 2026, 12:00 (first start), completed, from the shipped snapshot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh 2026-27 Now' }));
    expect(await screen.findByText('Refreshed 2026-27')).toBeInTheDocument();
    expect(screen.queryByText(/Results last updated/)).not.toBeInTheDocument();
    expect(screen.getByText('27 Nov 2026, 13:00 (by an admin), completed, from football-data')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual(['/api/refresh/season/2026']);
    expect(vi.mocked(sleep).mock.calls).toEqual([[2000], [2000]]);
  });

  it('refreshes nothing when the confirmation is declined', async () => {
    answerConfirmations(false);
    const api = fakeApi({ 'GET /api/refresh/status': () => json(aRefreshStatus(false, undefined, { schedule: aSchedule({ staleness: STALE }) })) });
    renderAdmin(<LiveSeasonSection token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh 2026-27 Now' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says when the schedule is off', async () => {
    fakeApi({ 'GET /api/refresh/status': () => json(aRefreshStatus(false, undefined, { schedule: aSchedule({ enabled: false, next_run_at: null, cadence: null }) })) });
    renderAdmin(<LiveSeasonSection token={TOKEN} />);
    expect(await screen.findByText('Schedule off (CATALOG_SCHEDULE=off)')).toBeInTheDocument();
  });
});
