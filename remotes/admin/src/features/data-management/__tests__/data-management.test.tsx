import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../lib/sleep.ts';
import { anAccuracyResult } from '../../../testing/data/common.ts';
import { aRefreshStatus, refreshAccepted } from '../../../testing/data/refresh.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { DataManagementSection } from '../components/data-management-section.tsx';
import { REFRESH_WAIT_EXPIRED, REFRESH_WAIT_POLLS } from '../hooks/use-refresh-all-seasons.ts';

vi.mock('../../../lib/sleep.ts', () => ({ sleep: vi.fn(() => Promise.resolve()) }));

const seasonStarts = (fail?: number) =>
  Object.fromEntries(
    [2022, 2023, 2024, 2025, 2026].map((season) => [
      `POST /api/refresh/season/${season}`,
      () =>
        season === fail ? json({ detail: 'Provider unreachable' }, 502) : json(refreshAccepted(season), 202),
    ]),
  );

describe('Data Management: Refresh All Seasons', () => {
  beforeEach(() => vi.mocked(sleep).mockClear());

  it('starts every season 2022-2026 (the live one included) one second apart, polls every 2 s while running, then shows the summary', async () => {
    answerConfirmations(true);
    const statuses = [
      aRefreshStatus(true, (year) =>
        year === 2022
          ? { status: 'processing', processed: 190, updated: 190 }
          : { status: 'pending', processed: 0, updated: 0, total: 0 },
      ),
      aRefreshStatus(false, (year) => ({
        updated: year === 2025 ? 100 : 380,
        skipped: year === 2025 ? 280 : 0,
      })),
    ];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      ...seasonStarts(),
      // The second poll waits until the test has seen the running state.
      'GET /api/refresh/status': async () => {
        const next = statuses.shift();
        if (!next?.running) await held;
        return json(next);
      },
    });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.getAllByText('Pending')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('Complete! 1620 fixtures updated, 280 skipped across 5 seasons'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      '/api/refresh/season/2022',
      '/api/refresh/season/2023',
      '/api/refresh/season/2024',
      '/api/refresh/season/2025',
      '/api/refresh/season/2026',
    ]);
    expect(api.requests.every((r) => r.headers.get('Authorization') === `Bearer ${TOKEN}`)).toBe(true);
    expect(vi.mocked(sleep).mock.calls).toEqual([[1000], [1000], [1000], [1000], [2000], [2000]]);
    const list = screen.getByRole('list', { name: 'Refresh progress by season' });
    expect(within(list).getAllByText('Completed')).toHaveLength(5);
    expect(within(list).getByText('2025-26')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Refresh progress' })).toBeInTheDocument();
  });

  it('reports a season that failed to start and still follows the others', async () => {
    answerConfirmations(true);
    fakeApi({ ...seasonStarts(2023), 'GET /api/refresh/status': () => json(aRefreshStatus(false)) });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(await screen.findByText('Failed to start season 2023: Provider unreachable')).toBeInTheDocument();
    expect(await screen.findByText(/^Complete! /)).toBeInTheDocument();
  });

  it('shows the run’s error when it ends with one', async () => {
    answerConfirmations(true);
    fakeApi({
      ...seasonStarts(),
      'GET /api/refresh/status': () =>
        json(
          aRefreshStatus(false, (y) => (y === 2024 ? { status: 'error', error: 'bad CSV' } : {}), {
            error: '2024-25: bad CSV',
          }),
        ),
    });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(await screen.findByText('Error: 2024-25: bad CSV')).toBeInTheDocument();
  });

  it('shows a polling failure as Error: with the server’s detail', async () => {
    answerConfirmations(true);
    fakeApi({
      ...seasonStarts(),
      'GET /api/refresh/status': () => json({ detail: 'Catalog unavailable' }, 503),
    });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(await screen.findByText('Error: Catalog unavailable')).toBeInTheDocument();
  });

  it('stops waiting with a message when the run is still going after an hour of polls', async () => {
    answerConfirmations(true);
    const api = fakeApi({
      ...seasonStarts(),
      'GET /api/refresh/status': () => json(aRefreshStatus(true, () => ({ status: 'processing' }))),
    });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(await screen.findByText(REFRESH_WAIT_EXPIRED)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.pathname === '/api/refresh/status')).toHaveLength(REFRESH_WAIT_POLLS);
    expect(screen.getByRole('button', { name: 'Refresh All Seasons' })).toBeEnabled();
  });

  it('asks before refreshing and does nothing when declined', async () => {
    const confirm = answerConfirmations(false);
    const api = fakeApi(seasonStarts());
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh All Seasons' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/10-15 minutes/);
    expect(api.requests).toHaveLength(0);
  });
});

describe('Data Management: Calculate Accuracy', () => {
  it('says how many outcomes were right', async () => {
    answerConfirmations(true);
    const api = fakeApi({ 'POST /api/accuracy/calculate-all': () => json(anAccuracyResult()) });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Accuracy' }));
    expect(
      await screen.findByText('Accuracy calculated! 784/1520 outcomes correct (51.58%)'),
    ).toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('shows Failed: with the server’s detail', async () => {
    answerConfirmations(true);
    fakeApi({ 'POST /api/accuracy/calculate-all': () => json({ detail: 'No predictions stored' }, 409) });
    renderAdmin(<DataManagementSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Accuracy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: No predictions stored');
  });
});
