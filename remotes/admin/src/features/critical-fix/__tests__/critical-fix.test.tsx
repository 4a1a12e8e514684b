import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECALCULATION_WAIT_EXPIRED, RECALCULATION_WAIT_POLLS } from '../../../lib/recalculation.ts';
import { sleep } from '../../../lib/sleep.ts';
import { aFixtureDiagnostics, aPredictionSample } from '../../../testing/data/critical-fix.ts';
import { aRecalculationResult, aRecalculationStatus, recalculationAccepted } from '../../../testing/data/recalculation.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { CriticalFixSection } from '../components/critical-fix-section.tsx';

vi.mock('../../../lib/sleep.ts', () => ({ sleep: vi.fn(() => Promise.resolve()) }));

describe('CRITICAL FIX', () => {
  beforeEach(() => vi.mocked(sleep).mockClear());

  it('runs the diagnostics: results, the sample prediction analysis and the breakdown by season', async () => {
    const api = fakeApi({
      'GET /api/diagnostics/fixtures': () => json(aFixtureDiagnostics()),
      'GET /api/diagnostics/prediction-sample': () => json(aPredictionSample()),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByText('Team ids are healthy (100.0%)')).toBeInTheDocument();
    expect(screen.getByText(/Arsenal FC vs Chelsea FC \(2024-25, GW12\)/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '2024-25' })).toBeInTheDocument();
    const fixtures = api.requests.find((r) => r.url.pathname === '/api/diagnostics/fixtures');
    expect(fixtures?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says Failed to run diagnostics when a call fails', async () => {
    fakeApi({
      'GET /api/diagnostics/fixtures': () => json({ detail: 'boom' }, 500),
      'GET /api/diagnostics/prediction-sample': () => json(aPredictionSample()),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to run diagnostics');
  });

  it('fixes the predictions: asks, requests the recalculation, polls its status until done and shows the result fields', async () => {
    const confirm = answerConfirmations(true);
    const statuses = [aRecalculationStatus('running'), aRecalculationStatus('completed')];
    const api = fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(statuses.shift()),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Predictions Now!' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/2-5 minutes/);
    expect(await screen.findByText('Recalculated 1880 predictions')).toBeInTheDocument();
    expect(screen.getByText('Successful predictions').nextSibling).toHaveTextContent('1880');
    expect(screen.getByText('No historical data').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Next step: Calculate accuracy')).toBeInTheDocument();
    const polls = api.requests.filter((r) => r.url.pathname === '/api/admin/recalculation-status');
    expect(polls).toHaveLength(2);
    // Its own request's answer: a run answers every request waiting for it, each under its own id.
    expect(polls.map((r) => r.url.searchParams.get('correlation_id'))).toEqual(['req-recalc', 'req-recalc']);
    expect(vi.mocked(sleep).mock.calls).toEqual([[2000]]);
  });

  it('stops waiting with a message when no answer came after 20 minutes of polls', async () => {
    answerConfirmations(true);
    const api = fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(aRecalculationStatus('running')),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Predictions Now!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Recalculation failed: ${RECALCULATION_WAIT_EXPIRED}`);
    expect(api.requests.filter((r) => r.url.pathname === '/api/admin/recalculation-status')).toHaveLength(RECALCULATION_WAIT_POLLS);
  });

  it('keeps polling while its run is only requested (no worker has taken it yet), then shows the result', async () => {
    answerConfirmations(true);
    const statuses = [aRecalculationStatus('requested'), aRecalculationStatus('running'), aRecalculationStatus('completed')];
    const api = fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(statuses.shift()),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Predictions Now!' }));
    expect(await screen.findByText('Recalculated 1880 predictions')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.pathname === '/api/admin/recalculation-status')).toHaveLength(3);
  });

  it('waits for its own run, not an older one, and lists the first 10 errors', async () => {
    answerConfirmations(true);
    const withErrors = aRecalculationStatus('completed');
    withErrors.last_run.result = aRecalculationResult({
      error_count: 12,
      errors_sample: Array.from({ length: 10 }, (_, i) => ({
        fixture_id: String(100 + i),
        error: 'no teams',
      })),
    });
    const statuses = [aRecalculationStatus('completed', 'an-older-run'), withErrors];
    fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(statuses.shift()),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Predictions Now!' }));
    expect(await screen.findByText('Error sample')).toBeInTheDocument();
    expect(screen.getAllByText(/^Fixture 1\d\d: no teams$/)).toHaveLength(10);
  });

  it('shows a failed recalculation run', async () => {
    answerConfirmations(true);
    fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(aRecalculationStatus('failed')),
    });
    renderAdmin(<CriticalFixSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fix Predictions Now!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Recalculation failed: Kafka unavailable');
  });
});
