// Model families in the algorithm sandbox: the create form's model family choice (six-metric keeps
// the six weights exactly as docs/product.md §3 and §5 give them; Dixon–Coles shows its parameters
// with ranges and help), the family on each listed set, and the production card when a Dixon–Coles
// set is production.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { aWeightSet, weightSets } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedSandbox } from '../../../testing/unlocked.tsx';

const dixonColes = aWeightSet({
  id: 'ws-dixon-coles',
  name: 'Dixon–Coles (time-decayed)',
  weights: { ...DEFAULT_WEIGHTS },
  model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.3 } },
});

function routes(sets = [aWeightSet(), dixonColes], overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/sandbox/weight-sets': () => json(weightSets(sets)),
    'GET /api/sandbox/experiments': () => json({ experiments: [] }),
    ...overrides,
  });
}

describe('weight sets of either model family', () => {
  it('names each set’s family and shows a Dixon–Coles set’s parameters instead of weights', async () => {
    routes();
    await renderUnlockedSandbox();
    const [six, dc] = within(screen.getByRole('list', { name: 'Weight sets' })).getAllByRole('listitem');
    expect(within(six!).getByText('Six-metric')).toBeInTheDocument();
    expect(within(six!).getByLabelText('Weights of Balanced')).toBeInTheDocument();
    expect(within(dc!).getByText('Dixon–Coles')).toBeInTheDocument();
    const parameters = within(dc!).getByLabelText('Dixon–Coles parameters of Dixon–Coles (time-decayed)');
    expect(parameters).toHaveTextContent('Elo blend weight0.3');
    expect(parameters).toHaveTextContent('Time decay ξ (per day)0.0025');
    expect(within(dc!).queryByLabelText(/^Weights of/)).not.toBeInTheDocument();
  });

  it('offers the six-metric family by default with the six weights, and Dixon–Coles with its parameters, ranges and help', async () => {
    routes();
    await renderUnlockedSandbox();
    const form = screen.getByRole('form', { name: 'Create weight set' });
    expect(within(form).getByRole('radio', { name: 'Six-metric' })).toBeChecked();
    expect(within(form).getByLabelText('H1')).toBeVisible();
    expect(within(form).queryByLabelText('Ridge penalty')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'Dixon–Coles' }));
    const ridge = within(form).getByLabelText('Ridge penalty');
    expect(ridge).toHaveAttribute('min', '0');
    expect(ridge).toHaveAttribute('max', '1000');
    expect(ridge).toHaveValue(DEFAULT_DIXON_COLES_PARAMETERS.ridge);
    expect(ridge).toHaveAccessibleDescription(/Pulls attack and defence ratings toward the average.*Range 0–1000\./);
    const blend = within(form).getByLabelText('Elo blend weight');
    expect(blend).toHaveAttribute('max', '1');
    expect(within(form).queryByLabelText('H1')).not.toBeVisible();
  });

  it('creates a Dixon–Coles set with the parameters entered, and the form returns to six-metric', async () => {
    let created = false;
    const api = routes([aWeightSet()], {
      'POST /api/sandbox/weight-sets': () => {
        created = true;
        return json(aWeightSet({ id: 'ws-new', name: 'DC blend', model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.4 } } }), 201);
      },
      'GET /api/sandbox/weight-sets': () => json(weightSets(created ? [aWeightSet(), dixonColes] : [aWeightSet()])),
    });
    await renderUnlockedSandbox();
    const form = screen.getByRole('form', { name: 'Create weight set' });
    await userEvent.type(within(form).getByLabelText('Name'), 'DC blend');
    await userEvent.click(within(form).getByRole('radio', { name: 'Dixon–Coles' }));
    const blend = within(form).getByLabelText('Elo blend weight');
    await userEvent.clear(blend);
    await userEvent.type(blend, '0.4');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Weight Set' }));

    expect(await screen.findByText('Weight set created successfully')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      name: 'DC blend',
      description: '',
      // The client parses the request with the contract, which fills the six weights kept beside the model.
      weights: DEFAULT_WEIGHTS,
      model: { family: 'dixon_coles', parameters: { ...DEFAULT_DIXON_COLES_PARAMETERS, blend_weight: 0.4 } },
    });
    expect(within(form).getByRole('radio', { name: 'Six-metric' })).toBeChecked();
  });

  it('says so on the production card when a Dixon–Coles set is production', async () => {
    routes([aWeightSet(), { ...dixonColes, status: 'promoted', promoted_at: '2026-11-23T10:00:00Z' }]);
    await renderUnlockedSandbox();
    const production = screen.getByRole('region', { name: 'Production Weights' });
    expect(within(production).getByText('Production model: Dixon–Coles')).toBeInTheDocument();
    expect(within(production).getByLabelText('Production Dixon–Coles parameters')).toHaveTextContent('Ridge penalty4');
  });

  it('shows no model line on the production card while production is six-metric', async () => {
    routes([aWeightSet({ status: 'promoted', promoted_at: '2026-11-23T10:00:00Z' })]);
    await renderUnlockedSandbox();
    const production = screen.getByRole('region', { name: 'Production Weights' });
    expect(within(production).queryByText(/Production model/)).not.toBeInTheDocument();
  });
});
