import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anAccuracyResult } from '../../../testing/data/common.ts';
import { aQualityDiagnostics } from '../../../testing/data/quality.ts';
import { aRecalculationStatus, recalculationAccepted } from '../../../testing/data/recalculation.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { QualityDiagnosticsSection } from '../components/quality-diagnostics-section.tsx';

vi.mock('../../../lib/sleep.ts', () => ({ sleep: vi.fn(() => Promise.resolve()) }));

describe('Prediction Quality Diagnostics', () => {
  it('shows the issue counts, the averages and the first 10 sample predictions as percentages', async () => {
    const api = fakeApi({ 'GET /api/accuracy/diagnostics': () => json(aQualityDiagnostics()) });
    renderAdmin(<QualityDiagnosticsSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByText('Predictions look healthy.')).toBeInTheDocument();
    expect(screen.getByText('20 (1.05%)')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader', { name: /^Home \d+ vs Away \d+$/ })).toHaveLength(10);
    expect(screen.getAllByText('45%')).toHaveLength(10);
    expect(api.requests[0]?.url.searchParams.get('season')).toBe('all');
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('flags an issue when over half are defaults', async () => {
    fakeApi({
      'GET /api/accuracy/diagnostics': () =>
        json(
          aQualityDiagnostics({
            has_issue: true,
            issues: {
              default_predictions: 1200,
              percentage_defaults: 63.16,
              even_probabilities: 0,
              percentage_even_probs: 0,
            },
          }),
        ),
    });
    renderAdmin(<QualityDiagnosticsSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Over 50% of the predictions are defaults/);
  });

  it('says Failed to load diagnostics', async () => {
    fakeApi({ 'GET /api/accuracy/diagnostics': () => json({ detail: 'x' }, 500) });
    renderAdmin(<QualityDiagnosticsSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostics' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load diagnostics');
  });

  it('recalculates after asking, and calculates accuracy after asking', async () => {
    const confirm = answerConfirmations(true);
    fakeApi({
      'POST /api/admin/recalculate': () => json(recalculationAccepted, 202),
      'GET /api/admin/recalculation-status': () => json(aRecalculationStatus('completed')),
      'POST /api/accuracy/calculate-all': () => json(anAccuracyResult()),
    });
    renderAdmin(<QualityDiagnosticsSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recalculate Predictions' }));
    expect(await screen.findByText('Recalculated 1880 predictions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Calculate Accuracy' }));
    expect(
      await screen.findByText('Accuracy calculated! 784/1520 outcomes correct (51.58%)'),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
