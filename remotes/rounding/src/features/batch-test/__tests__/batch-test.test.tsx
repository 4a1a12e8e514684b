import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBatchResult, aConfig, productionConfig } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedRounding } from '../../../testing/unlocked.tsx';

function routes(configs = [productionConfig(), aConfig()], overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/rounding-sandbox/configs': () => json({ configs }),
    'GET /api/rounding-sandbox/production-config': () => json(productionConfig()),
    ...overrides,
  });
}

describe('rounding batch test', () => {
  it("needs a configuration besides production: 'Create at least one configuration to test'", async () => {
    const api = routes([productionConfig()]);
    await renderUnlockedRounding();
    await userEvent.click(screen.getByRole('button', { name: 'Run Batch Test' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Create at least one configuration to test');
    expect(api.requests.some((request) => request.url.pathname.endsWith('batch-test'))).toBe(false);
  });

  it('shows the results best first, as a chart and a table', async () => {
    routes(undefined, { 'POST /api/rounding-sandbox/batch-test': () => json(aBatchResult()) });
    await renderUnlockedRounding();
    await userEvent.click(screen.getByRole('button', { name: 'Run Batch Test' }));
    // The results load the chart library on demand: the first import is slow in jsdom.
    const results = await screen.findByRole('region', { name: 'Batch Results' }, { timeout: 15_000 });
    expect(results).toHaveTextContent('1520 fixtures tested. Best: Tight draws (49.5% outcomes, 11.2% exact scores)');
    const table = within(results).getByRole('table', { name: 'Results, best first' });
    const [first, second] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('Tight draws Best');
    expect(second).toHaveTextContent('Default smart rounding PRODUCTION');
    expect(within(table).getByRole('cell', { name: '752 / 1520' })).toBeInTheDocument();
    const chart = within(results).getByRole('figure', { name: 'Accuracy by configuration' });
    await waitFor(() => expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
  });

  it("shows the server's detail, or 'Batch test failed'", async () => {
    routes(undefined, { 'POST /api/rounding-sandbox/batch-test': () => json({ detail: 'No played fixtures with expected goals' }, 409) });
    await renderUnlockedRounding();
    await userEvent.click(screen.getByRole('button', { name: 'Run Batch Test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No played fixtures with expected goals');
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Run Batch Test' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Batch test failed'));
  });
});
