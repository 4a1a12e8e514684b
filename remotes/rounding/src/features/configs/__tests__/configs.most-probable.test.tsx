// The rounding sandbox's most-probable mode as a named configuration beside smart rounding: created
// from the form's mode choice (which hides the smart-rounding parameters), listed with its mode and
// promotable like any configuration, shown as production with its mode, and measured in the batch
// test beside smart rounding.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROUNDING_PARAMETERS, roundingBatchResponseSchema } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { aConfig, productionConfig } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedRounding } from '../../../testing/unlocked.tsx';

const mostProbable = () =>
  aConfig({ id: 'rc-most-probable', name: 'Most probable outcome', description: 'Always the favourite', mode: 'most_probable', draw_threshold: 0.25 });

function routes(configs = [productionConfig(), aConfig(), mostProbable()], overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/rounding-sandbox/configs': () => json({ configs }),
    'GET /api/rounding-sandbox/production-config': () => json(productionConfig()),
    ...overrides,
  });
}

const form = () => screen.getByRole('form', { name: 'Create configuration' });
const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('most-probable rounding', () => {
  it('lists each configuration’s mode; a most-probable one shows no parameters and offers Promote and Delete', async () => {
    routes();
    await renderUnlockedRounding();
    const smart = itemOf('Tight draws');
    expect(within(smart).getByText('Smart rounding')).toBeInTheDocument();
    const item = itemOf('Most probable outcome');
    expect(within(item).getByText('Most probable')).toBeInTheDocument();
    expect(within(item).queryByLabelText('Parameters of Most probable outcome')).not.toBeInTheDocument();
    expect(within(item).getByText(/reads no parameters/)).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Promote Most probable outcome to production' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Delete Most probable outcome' })).toBeInTheDocument();
  });

  it('shows a most-probable production configuration as PRODUCTION, Currently Active, with its mode, and offers neither promote nor delete for it', async () => {
    const production = { ...mostProbable(), status: 'production' as const };
    fakeApi({
      'GET /api/rounding-sandbox/configs': () => json({ configs: [production, { ...productionConfig(), status: 'sandbox' }] }),
      'GET /api/rounding-sandbox/production-config': () => json(production),
    });
    await renderUnlockedRounding();
    const card = screen.getByRole('region', { name: 'Current Production Configuration' });
    expect(within(card).getByText('PRODUCTION')).toBeInTheDocument();
    expect(within(card).getByText(/^Most probable: the shown outcome is the most probable one/)).toBeInTheDocument();
    expect(within(card).getByText('Draw threshold')).toBeInTheDocument();
    const item = itemOf('Most probable outcome');
    expect(within(item).getByText('Currently Active')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers smart rounding by default; choosing most-probable hides the smart parameters and explains the mode', async () => {
    routes();
    await renderUnlockedRounding();
    expect(within(form()).getByRole('radio', { name: 'Smart rounding' })).toBeChecked();
    expect(within(form()).getByLabelText('Draw threshold')).toBeVisible();
    await userEvent.click(within(form()).getByRole('radio', { name: 'Most probable' }));
    expect(within(form()).getByLabelText('Draw threshold')).not.toBeVisible();
    expect(within(form()).queryByRole('checkbox', { name: 'Enable home bias' })).not.toBeInTheDocument();
    expect(form()).toHaveTextContent('The shown outcome is always the most probable one, and the score is the most probable score within it.');
  });

  it('creates a most-probable configuration and the form returns to smart rounding', async () => {
    let created = false;
    const api = routes([productionConfig()], {
      'POST /api/rounding-sandbox/configs': () => {
        created = true;
        return json(mostProbable(), 201);
      },
      'GET /api/rounding-sandbox/configs': () => json({ configs: created ? [productionConfig(), mostProbable()] : [productionConfig()] }),
    });
    await renderUnlockedRounding();
    await userEvent.type(within(form()).getByLabelText('Configuration name'), 'Most probable outcome');
    await userEvent.click(within(form()).getByRole('radio', { name: 'Most probable' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Configuration' }));
    expect(await screen.findByRole('heading', { name: 'Most probable outcome' })).toBeInTheDocument();
    // The contract fills the (unused) smart parameters with the defaults.
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      ...DEFAULT_ROUNDING_PARAMETERS,
      mode: 'most_probable',
      name: 'Most probable outcome',
      description: '',
    });
    expect(within(form()).getByRole('radio', { name: 'Smart rounding' })).toBeChecked();
  });

  it('measures it in the batch test beside smart rounding, marked with its mode', async () => {
    const row = (id: string, name: string, mode: 'smart' | 'most_probable', outcome: number, production: boolean) => ({
      config_id: id,
      config_name: name,
      is_production: production,
      outcome_accuracy: outcome,
      score_accuracy: 11,
      correct_outcomes: Math.round((outcome / 100) * 1520),
      correct_scores: 167,
      total_fixtures: 1520,
      parameters: { ...DEFAULT_ROUNDING_PARAMETERS },
      mode,
    });
    const result = roundingBatchResponseSchema.parse({
      total_fixtures_tested: 1520,
      results: [row('rc-most-probable', 'Most probable outcome', 'most_probable', 51.5, false), row('rc-default', 'Default smart rounding', 'smart', 47.25, true)],
    });
    routes(undefined, { 'POST /api/rounding-sandbox/batch-test': () => json(result) });
    await renderUnlockedRounding();
    await userEvent.click(screen.getByRole('button', { name: 'Run Batch Test' }));
    const results = await screen.findByRole('region', { name: 'Batch Results' }, { timeout: 15_000 });
    const [first, second] = within(within(results).getByRole('table', { name: 'Results, best first' })).getAllByRole('rowheader');
    expect(first).toHaveTextContent('Most probable outcome Best Most probable');
    expect(second).toHaveTextContent('Default smart rounding PRODUCTION');
    expect(second).not.toHaveTextContent('Most probable');
  });
});
