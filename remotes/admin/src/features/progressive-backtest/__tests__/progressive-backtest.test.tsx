import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBacktestDetailed, aBacktestResult } from '../../../testing/data/backtest.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { ProgressiveBacktestSection } from '../components/progressive-backtest-section.tsx';

describe('Progressive Backtest', () => {
  it('runs the fixed 2024 GW1 → 2025 GW7 range after asking', async () => {
    const confirm = answerConfirmations(true);
    const api = fakeApi({ 'POST /api/backtest/progressive': () => json(aBacktestResult()) });
    renderAdmin(<ProgressiveBacktestSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/5-10 minutes/);
    expect(await screen.findByText('51.11%')).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      start_season: 2024,
      start_gameweek: 1,
      end_season: 2025,
      end_gameweek: 7,
    });
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says Backtest failed: with the detail', async () => {
    answerConfirmations(true);
    fakeApi({ 'POST /api/backtest/progressive': () => json({ detail: 'Not Found' }, 404) });
    renderAdmin(<ProgressiveBacktestSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Backtest failed: Not Found');
  });

  it('refuses to run without a token', async () => {
    const confirm = answerConfirmations(true);
    const api = fakeApi({});
    renderAdmin(<ProgressiveBacktestSection token="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Backtest' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token required for backtest');
    expect(confirm).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('loads the last results with the accuracy curve over gameweeks', async () => {
    fakeApi({ 'GET /api/backtest/progressive/results/detailed': () => json(aBacktestDetailed()) });
    renderAdmin(<ProgressiveBacktestSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Results' }));
    const curve = await screen.findByRole('figure', { name: 'Backtest accuracy over gameweeks' });
    expect(curve.querySelector('.recharts-line')).not.toBeNull();
    expect(curve).toHaveTextContent('2024 GW3');
    expect(curve).toHaveTextContent('51.0%');
  });

  it('says Failed to load backtest results', async () => {
    fakeApi({
      'GET /api/backtest/progressive/results/detailed': () => json({ detail: 'No backtest yet' }, 404),
    });
    renderAdmin(<ProgressiveBacktestSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load backtest results');
  });
});
