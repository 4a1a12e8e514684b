import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBreakdown, aComparison } from '../../../testing/data/accuracy.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderAdmin } from '../../../testing/render.tsx';
import { AccuracyDiagnosticsSection } from '../components/accuracy-diagnostics-section.tsx';

describe('Accuracy Diagnostics', () => {
  it('analyses accuracy by season and gameweek range, as percentages and as charts', async () => {
    const api = fakeApi({ 'GET /api/diagnostics/production-accuracy-breakdown': () => json(aBreakdown()) });
    renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Accuracy' }));
    const bySeason = await screen.findByRole('figure', { name: 'Accuracy by season' });
    expect(bySeason.querySelector('.recharts-bar-rectangle')).not.toBeNull();
    expect(within(bySeason).getByRole('table')).toHaveTextContent('53.2%');
    expect(screen.getByRole('figure', { name: 'Accuracy by gameweek range' })).toBeInTheDocument();
    expect(screen.getAllByText('51.58%').length).toBeGreaterThan(0);
    // The section's own table and the chart's data table.
    expect(screen.getAllByRole('rowheader', { name: 'Early season (GW1-10)' })).toHaveLength(2);
    expect(screen.getByText(/Early-season accuracy trails/)).toBeInTheDocument();
    // The admin's token asks for the market figure; this answer has none, and says so.
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-admin');
    expect(screen.getByText('No market figure: the fixtures carry no closing odds.')).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Model vs market' })).toBeNull();
  });

  it('draws the model against the market per season and gameweek range, with both RPS', async () => {
    const side = (model: number, market: number) => ({
      total: 380,
      model_outcome_accuracy: model,
      market_outcome_accuracy: market,
      model_rps: 0.2012,
      market_rps: 0.1961,
    });
    fakeApi({
      'GET /api/diagnostics/production-accuracy-breakdown': () =>
        json({
          ...aBreakdown(),
          market: {
            overall: { ...side(50.26, 55.53), total: 760 },
            by_season: { '2023-24': side(53.16, 60), '2024-25': side(50.26, 55.53) },
            by_gameweek_range: {
              'early_season_GW1-10': side(47.5, 52.5),
              'mid_season_GW11-28': side(52.9, 57.2),
              'late_season_GW29-38': side(53.4, 56),
            },
          },
        }),
    });
    renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Accuracy' }));
    const chart = await screen.findByRole('figure', { name: 'Model vs market' });
    expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: /Model vs market: outcome accuracy and RPS/ });
    const row = within(table).getByRole('rowheader', { name: '2024-25' }).closest('tr')!;
    expect(row).toHaveTextContent('50.26%55.53%0.20120.1961');
    expect(within(table).getByRole('rowheader', { name: 'Late season (GW29-38)' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Overall' }).closest('tr')).toHaveTextContent('760');
  });

  it('says Failed to get breakdown', async () => {
    fakeApi({ 'GET /api/diagnostics/production-accuracy-breakdown': () => json({ detail: 'boom' }, 500) });
    renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Accuracy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get breakdown');
  });

  it('compares production against a sandbox weight set', async () => {
    const api = fakeApi({
      'GET /api/diagnostics/compare-sandbox-production/:name': () => json(aComparison()),
    });
    renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
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
    const { unmount } = renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
    const field = screen.getByLabelText('Weight set');
    await userEvent.clear(field);
    await userEvent.type(field, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Compare vs Sandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Weight set "x" not found');
    unmount();
    fakeApi({
      'GET /api/diagnostics/compare-sandbox-production/:name': () => Promise.reject(new TypeError('offline')),
    });
    renderAdmin(<AccuracyDiagnosticsSection token="jwt-admin" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare vs Sandbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to compare');
  });
});
