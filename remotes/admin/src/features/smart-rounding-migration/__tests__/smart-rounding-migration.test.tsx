import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../../lib/sleep.ts';
import { anAccuracyResult } from '../../../testing/data/common.ts';
import { aRecalculationResult } from '../../../testing/data/recalculation.ts';
import { aValidation } from '../../../testing/data/smart-rounding.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { SmartRoundingMigrationSection } from '../components/smart-rounding-migration-section.tsx';

vi.mock('../../../lib/sleep.ts', () => ({ sleep: vi.fn(() => Promise.resolve()) }));

const steps = (overrides: Record<string, () => Response> = {}) =>
  fakeApi({
    'POST /api/predictions/update-outcomes': () => json({ updated: 12, total: 1900, message: 'ok' }),
    'POST /api/admin/recalculate-with-db-metrics': () => json(aRecalculationResult()),
    'POST /api/accuracy/calculate-all': () => json(anAccuracyResult()),
    'GET /api/admin/validate-smart-rounding': () => json(aValidation()),
    ...overrides,
  });

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run Smart Rounding Migration' }));

describe('Smart Rounding Migration', () => {
  beforeEach(() => vi.mocked(sleep).mockClear());

  it('runs the three steps in order with the token, then rechecks the status 2 s later', async () => {
    answerConfirmations(true);
    const api = steps();
    renderAdmin(<SmartRoundingMigrationSection token={TOKEN} />);
    await run();
    expect(await screen.findByText(/Migration complete! Step 1 backfilled 12 outcomes/)).toBeInTheDocument();
    expect(await screen.findByText('Migration complete')).toBeInTheDocument();
    expect(api.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/predictions/update-outcomes',
      'POST /api/admin/recalculate-with-db-metrics',
      'POST /api/accuracy/calculate-all',
      'GET /api/admin/validate-smart-rounding',
    ]);
    expect(api.requests.every((r) => r.headers.get('Authorization') === `Bearer ${TOKEN}`)).toBe(true);
    expect(vi.mocked(sleep).mock.calls).toEqual([[2000]]);
  });

  it('warns for 3 s when step 2 recalculated nothing, and carries on', async () => {
    answerConfirmations(true);
    let releaseWarning: () => void = () => undefined;
    vi.mocked(sleep).mockImplementationOnce(() => new Promise<void>((resolve) => (releaseWarning = resolve)));
    steps({
      'POST /api/admin/recalculate-with-db-metrics': () =>
        json(aRecalculationResult({ successful_predictions: 0 })),
    });
    renderAdmin(<SmartRoundingMigrationSection token={TOKEN} />);
    await run();
    expect(await screen.findByText(/^Warning: step 2 recalculated 0 predictions/)).toBeInTheDocument();
    expect(vi.mocked(sleep)).toHaveBeenLastCalledWith(3000);
    releaseWarning();
    expect(await screen.findByText(/Migration complete! /)).toBeInTheDocument();
    expect(screen.queryByText(/^Warning: /)).not.toBeInTheDocument();
  });

  it('stops at the failing step with the server’s detail', async () => {
    answerConfirmations(true);
    const api = steps({
      'POST /api/admin/recalculate-with-db-metrics': () => json({ detail: 'Store unavailable' }, 503),
    });
    renderAdmin(<SmartRoundingMigrationSection token={TOKEN} />);
    await run();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Migration failed at step 2: Store unavailable',
    );
    expect(api.requests.map((r) => r.url.pathname)).not.toContain('/api/accuracy/calculate-all');
  });

  it('asks first, and does nothing when the admin declines', async () => {
    const confirm = answerConfirmations(false);
    const api = steps();
    renderAdmin(<SmartRoundingMigrationSection token={TOKEN} />);
    await run();
    expect(confirm).toHaveBeenCalledOnce();
    expect(api.requests).toHaveLength(0);
  });

  it('validates on demand and explains a failed validation', async () => {
    steps({
      'GET /api/admin/validate-smart-rounding': () => json({ detail: 'Invalid or expired token' }, 401),
    });
    renderAdmin(<SmartRoundingMigrationSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Validate Migration Status' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation failed: Invalid or expired token');
    expect(alert).toHaveTextContent(/backend is not deployed, a network error, or an invalid JWT token/);
  });
});
