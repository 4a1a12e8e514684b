import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBreakdown, aComparison } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderAdmin } from '../../../testing/render.tsx';
import { AccuracyDiagnosticsSection } from '../components/accuracy-diagnostics-section.tsx';

describe('Accuracy Diagnostics', () => {
  it('analyses accuracy by season and gameweek range, as percentages and as charts', async () => {
    const api = fakeApi({ 'GET /api/diagnostics/production-accuracy-breakdown': () => json(aBreakdown()) });
    renderAdmin(<AccuracyDiagnosticsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Accuracy' }));
    const bySeason = await screen.findByRole('figure', { name: 'Accuracy by season' });
    expect(bySeason.querySelector('.recharts-bar-rectangle')).not.toBeNull();
    expect(within(bySeason).getByRole('table')).toHaveTextContent('53.2%');
    expect(screen.getByRole('figure', { name: 'Accuracy by gameweek range' })).toBeInTheDocument();
    expect(screen.getAllByText('51.58%').length).toBeGreaterThan(0);
    // The section's own table and the chart's data table.
    expect(screen.getAllByRole('rowheader', { name: 'Early season (GW1-10)' })).toHaveLength(2);
    expect(screen.getByText(/Early-season accuracy trails/)).toBeInTheDocument();
    // No token: docs/product.md §6.
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says Failed to get breakdown', async () => {
    fakeApi({ 'GET /api/diagnostics/production-accuracy-breakdown': () => json({ detail: 'boom' }, 500) });
    renderAdmin(<AccuracyDiagnosticsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Accuracy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get breakdown');
  });

  it('compares production against a sandbox weight set', async () => {
    const api = fakeApi({
      'GET /api/diagnostics/compare-sandbox-production/:name': () => json(aComparison()),
    });
    renderAdmin(<AccuracyDiagnosticsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare vs Sandbox' }));
    expect(await screen.findByText(/\+6\.64 points outcome/)).toBeInTheDocument();
    expect(screen.getByText(/significant\)/)).toBeInTheDocument();
    expect(screen.getByText('Likely cause: Production predictions are stale')).toBeInTheDocument();
    expect(api.requests[0]?.url.pathname).toBe('/api/diagnostics/compare-sandbox-production/default');
  });

  it('shows the server’s detail for an unknown weight set, and Failed to compare when unreachable', async () => {
    fakeApi({
      'GET /api/diagnostics/compare-sandbox-production/:name': () =>
        json({ detail: 'Weight set "x" not found' }, 404),
    });
    const { unmount } = renderAdmin(<AccuracyDiagnosticsSection />);
    const field = screen.getByLabelText('Weight set');
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Compare vs Sandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Weight set "x" not found');
    unmount();
    fakeApi({
      'GET /api/diagnostics/compare-sandbox-production/:name': () => Promise.reject(new TypeError('offline')),
    });
    renderAdmin(<AccuracyDiagnosticsSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare vs Sandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to compare');
  });
});
