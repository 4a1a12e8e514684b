import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anExperiment, aWeightSet, weightSets } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedSandbox } from '../../../testing/unlocked.tsx';

function routes(overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/sandbox/weight-sets': () => json(weightSets([aWeightSet()])),
    'GET /api/sandbox/experiments': () => json({ experiments: [] }),
    ...overrides,
  });
}

const form = () => screen.getByRole('form', { name: 'Create experiment' });
const estimate = () => within(form()).getByTestId('match-estimate');

describe('creating an experiment', () => {
  it('offers the two test seasons and the four gameweek presets with their match estimates', async () => {
    routes();
    await renderUnlockedSandbox();
    const season = within(form()).getByLabelText('Test season');
    expect(within(season).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['2024', '2024 (2024/25)'],
      ['2023', '2023 (2023/24)'],
    ]);
    const presets = within(form()).getByRole('group', { name: 'Gameweeks' });
    expect(presets).toHaveTextContent('Quick Test GW1-7 (about 70 matches)');
    expect(presets).toHaveTextContent('Half Season GW1-20 (about 200 matches)');
    expect(presets).toHaveTextContent('Full Season GW1-38 (about 380 matches)');
    expect(presets).toHaveTextContent('Custom default GW1-10');
    expect(estimate()).toHaveTextContent('GW1-7: 7 gameweeks, about 70 matches');
    await userEvent.click(within(form()).getByRole('radio', { name: /Full Season/ }));
    expect(estimate()).toHaveTextContent('GW1-38: 38 gameweeks, about 380 matches');
  });

  it('starts a custom range at 1-10 and keeps start and end in order, within 1-38', async () => {
    routes();
    await renderUnlockedSandbox();
    await userEvent.click(within(form()).getByRole('radio', { name: /Custom/ }));
    const start = within(form()).getByLabelText('Start gameweek');
    const end = within(form()).getByLabelText('End gameweek');
    expect(start).toHaveValue(1);
    expect(end).toHaveValue(10);
    expect(start).toHaveAttribute('min', '1');
    expect(end).toHaveAttribute('max', '38');
    fireEvent.change(start, { target: { value: '15' } });
    expect(end).toHaveValue(15);
    fireEvent.change(end, { target: { value: '12' } });
    expect(start).toHaveValue(12);
    fireEvent.change(end, { target: { value: '50' } });
    expect(end).toHaveValue(38);
    expect(estimate()).toHaveTextContent('GW12-38: 27 gameweeks, about 270 matches');
  });

  it("needs a name and a weight set ('Please select a weight set')", async () => {
    const api = routes();
    await renderUnlockedSandbox();
    await userEvent.type(within(form()).getByLabelText('Experiment name'), 'Try it');
    await userEvent.click(within(form()).getByRole('button', { name: 'Run Experiment' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please select a weight set');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("sends the experiment and says 'Experiment complete! Outcome accuracy: x%'", async () => {
    let ran = false;
    const api = routes({
      'POST /api/sandbox/experiments': () => {
        ran = true;
        return json(anExperiment({ test_season: 2023, test_gameweeks: 20, gameweek_end: 20 }), 201);
      },
      'GET /api/sandbox/experiments': () => json({ experiments: ran ? [anExperiment()] : [] }),
    });
    await renderUnlockedSandbox();
    await userEvent.type(within(form()).getByLabelText('Experiment name'), 'Balanced half');
    await userEvent.selectOptions(within(form()).getByLabelText('Weight set'), 'ws-balanced');
    await userEvent.selectOptions(within(form()).getByLabelText('Test season'), '2023');
    await userEvent.click(within(form()).getByRole('radio', { name: /Half Season/ }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Run Experiment' }));
    expect(await screen.findByText('Experiment complete! Outcome accuracy: 48.6%')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Balanced half',
      description: '',
      weight_set_id: 'ws-balanced',
      test_season: 2023,
      test_gameweeks: 20,
      gameweek_start: 1,
      gameweek_end: 20,
    });
    expect(await screen.findByRole('heading', { name: 'Balanced quick test' })).toBeInTheDocument();
  });

  it("says 'Failed to create experiment' when the run fails without a detail", async () => {
    routes();
    await renderUnlockedSandbox();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.type(within(form()).getByLabelText('Experiment name'), 'Balanced half');
    await userEvent.selectOptions(within(form()).getByLabelText('Weight set'), 'ws-balanced');
    await userEvent.click(within(form()).getByRole('button', { name: 'Run Experiment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create experiment');
  });
});
