import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aComparison, anExperiment, anExperimentDetail, aWeightSet, weightSets } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedSandbox } from '../../../testing/unlocked.tsx';

const second = anExperiment({ id: 'exp-2', name: 'Home heavy', weight_set_id: 'ws-home', weight_set_name: 'Home heavy' });

function routes(overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/sandbox/weight-sets': () => json(weightSets([aWeightSet()])),
    'GET /api/sandbox/experiments': () => json({ experiments: [anExperiment(), second] }),
    ...overrides,
  });
}

const select = (name: string) => userEvent.click(screen.getByRole('checkbox', { name: `Select ${name} for comparison` }));

describe('experiments', () => {
  it('lists each experiment with its weight set, season, range and accuracy', async () => {
    routes();
    await renderUnlockedSandbox();
    const item = screen.getByRole('heading', { name: 'Balanced quick test' }).closest('li')!;
    expect(within(item).getByLabelText('Outcome accuracy of Balanced quick test')).toHaveTextContent('48.6%');
    expect(item).toHaveTextContent('Balanced · Six-metric · 2024/25 · GW1-7 · 70 matches · exact score 11.4%');
  });

  it("needs two selected experiments to compare: 'Select at least 2 experiments to compare'", async () => {
    const api = routes();
    await renderUnlockedSandbox();
    await select('Balanced quick test');
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (1)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least 2 experiments to compare');
    expect(api.requests.some((request) => request.url.pathname === '/api/sandbox/compare')).toBe(false);
  });

  it("compares the selected experiments as a chart: 'Comparison complete'", async () => {
    const api = routes({ 'POST /api/sandbox/compare': () => json(aComparison()) });
    await renderUnlockedSandbox();
    await select('Balanced quick test');
    await select('Home heavy');
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    expect(await screen.findByText('Comparison complete')).toHaveAttribute('role', 'status');
    expect(api.requests.find((request) => request.url.pathname === '/api/sandbox/compare')?.body).toEqual(['exp-1', 'exp-2']);
    // The panel loads the chart library on demand: the first import is slow in jsdom.
    const panel = await screen.findByRole('region', { name: 'Comparison' }, { timeout: 15_000 });
    expect(panel).toHaveTextContent('Best outcome accuracy: Home heavy (52.5% on 70 matches)');
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
    const chart = within(panel).getByRole('figure', { name: 'Accuracy by experiment' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    expect(within(chart).getByRole('cell', { name: '52.5%' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close Comparison' }));
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
  });

  it('says when the compared experiments were measured on different numbers of matches, instead of naming a plain best', async () => {
    routes({ 'POST /api/sandbox/compare': () => json(aComparison(200)) });
    await renderUnlockedSandbox();
    await select('Balanced quick test');
    await select('Home heavy');
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    const panel = await screen.findByRole('region', { name: 'Comparison' }, { timeout: 15_000 });
    expect(within(panel).getByRole('note')).toHaveTextContent('different numbers of matches (70 to 200)');
    expect(panel).toHaveTextContent('Highest outcome accuracy: Home heavy (52.5% on 200 matches)');
    expect(panel).not.toHaveTextContent('Best outcome accuracy');
  });

  it('clears a message about the selection once the selection changes', async () => {
    routes({});
    await renderUnlockedSandbox();
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (0)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least 2 experiments to compare');
    await select('Home heavy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Failed to compare experiments' or the server's detail", async () => {
    routes({ 'POST /api/sandbox/compare': () => json({ detail: 'Experiment exp-2 not found' }, 404) });
    await renderUnlockedSandbox();
    await select('Balanced quick test');
    await select('Home heavy');
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Experiment exp-2 not found');
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Compare Selected (2)' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to compare experiments'));
  });

  it('opens the detail modal: accuracy by gameweek as a chart and the first 10 predictions; Escape closes it', async () => {
    routes({ 'GET /api/sandbox/experiments/exp-1': () => json(anExperimentDetail()) });
    await renderUnlockedSandbox();
    const item = screen.getByRole('heading', { name: 'Balanced quick test' }).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Balanced quick test' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    const chart = within(dialog).getByRole('figure', { name: 'Accuracy by gameweek' });
    await waitFor(() => expect(chart.querySelectorAll('path.recharts-line-curve')).toHaveLength(2));
    const sample = within(dialog).getByRole('table', { name: 'Sample predictions (first 10 of 12)' });
    expect(within(sample).getAllByRole('row')).toHaveLength(11);
    expect(within(sample).getByRole('rowheader', { name: 'Home 1 FC vs Away 1 FC' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Failed to load details' when the detail cannot be read", async () => {
    routes();
    await renderUnlockedSandbox();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getAllByRole('button', { name: 'View Details' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load details');
  });

  it('asks before promoting, promotes the weight set and shows the answer', async () => {
    const api = routes({
      'POST /api/sandbox/promote/ws-home': () =>
        json({
          message: 'Home heavy promoted to production',
          next_step: 'Predictions are being recalculated.',
          weight_set: aWeightSet({ id: 'ws-home', name: 'Home heavy', status: 'promoted', promoted_at: '2026-11-23T10:00:00Z' }),
        }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await renderUnlockedSandbox();
    const promote = screen.getByRole('button', { name: 'Promote Home heavy to production' });
    await userEvent.click(promote);
    expect(api.requests.some((request) => request.url.pathname.startsWith('/api/sandbox/promote'))).toBe(false);
    await userEvent.click(promote);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringContaining('Promote weight set "Home heavy" to production?'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Home heavy promoted to production Predictions are being recalculated.',
    );
  });

  it("says 'Failed to promote' when promotion fails without a detail", async () => {
    routes();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderUnlockedSandbox();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Promote Home heavy to production' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to promote');
  });

  it("deletes an experiment after confirmation (cannot be undone): 'Experiment deleted'", async () => {
    const api = routes({ 'DELETE /api/sandbox/experiments/exp-2': () => json({ id: 'exp-2', deleted: true }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderUnlockedSandbox();
    await userEvent.click(screen.getByRole('button', { name: 'Delete experiment Home heavy' }));
    expect(confirm).toHaveBeenCalledWith('Delete experiment "Home heavy"? This cannot be undone.');
    expect(await screen.findByRole('status')).toHaveTextContent('Experiment deleted');
    expect(api.requests.some((request) => request.method === 'DELETE' && request.url.pathname === '/api/sandbox/experiments/exp-2')).toBe(true);
  });
});
