import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aProgressiveSample, aSeasonCompleteness } from '../../../testing/data/progressive-verification.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderAdmin } from '../../../testing/render.tsx';
import { ProgressiveVerificationSection } from '../components/progressive-verification-section.tsx';

describe('Progressive Backtesting Verification', () => {
  it('explains what it verifies', () => {
    renderAdmin(<ProgressiveVerificationSection />);
    expect(
      screen.getByText(/predicts each fixture only from the matches played before it/),
    ).toBeInTheDocument();
  });

  it('lists the first 10 fixtures in prediction order with their gameweek', async () => {
    fakeApi({ 'GET /api/diagnostics/progressive-sample': () => json(aProgressiveSample()) });
    renderAdmin(<ProgressiveVerificationSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Progressive Logic' }));
    expect(await screen.findByText(/1520 played fixtures are available/)).toBeInTheDocument();
    const items = screen.getAllByText(/^2022-23 GW\d+: Home/);
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('2022-23 GW1: Home 1 1-0 Away 1');
  });

  it('checks 2024 (ready) and 2023 (not ready) with the seasons in the path', async () => {
    const api = fakeApi({
      'GET /api/diagnostics/season-completeness/:season': (request) =>
        request.url.pathname.endsWith('2024')
          ? json(aSeasonCompleteness(2024, 380))
          : json(aSeasonCompleteness(2023, 300)),
    });
    renderAdmin(<ProgressiveVerificationSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Check 2024 Season' }));
    expect(await screen.findByText('Ready for backtest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check 2023 Season' }));
    expect(await screen.findByText('Not enough played fixtures for a backtest')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url.pathname)).toEqual([
      '/api/diagnostics/season-completeness/2024',
      '/api/diagnostics/season-completeness/2023',
    ]);
  });

  it('says what failed', async () => {
    fakeApi({
      'GET /api/diagnostics/progressive-sample': () => json({ detail: 'x' }, 500),
      'GET /api/diagnostics/season-completeness/:season': () => json({ detail: 'x' }, 500),
    });
    renderAdmin(<ProgressiveVerificationSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Verify Progressive Logic' }));
    expect(await screen.findByText('Failed to verify progressive logic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check 2024 Season' }));
    expect(await screen.findByText('Failed to check season')).toBeInTheDocument();
  });
});
