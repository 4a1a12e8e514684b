import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aWeightSet, weightSets } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedSandbox } from '../../../testing/unlocked.tsx';

const promoted = aWeightSet({ id: 'ws-prod', name: 'Production set', status: 'promoted', promoted_at: '2026-11-22T10:00:00Z' });

function routes(overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/sandbox/weight-sets': () => json(weightSets([aWeightSet(), promoted])),
    'GET /api/sandbox/experiments': () => json({ experiments: [] }),
    ...overrides,
  });
}

describe('weight sets', () => {
  it('shows the production weights and each set, the promoted one labelled and without Delete', async () => {
    routes();
    await renderUnlockedSandbox();
    const production = screen.getByRole('region', { name: 'Production Weights' });
    expect(within(production).getByText('home team average goals scored at home')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Weight sets' });
    const [balanced, prod] = within(list).getAllByRole('listitem');
    expect(within(prod!).getByText('Promoted to Production')).toBeInTheDocument();
    expect(within(prod!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(balanced!).getByRole('button', { name: 'Delete weight set Balanced' })).toBeInTheDocument();
    expect(within(balanced!).getByLabelText('Weights of Balanced')).toHaveTextContent('H30.20');
  });

  it('needs a name, then creates the set with the six weights (spec defaults) and reloads the list', async () => {
    let created = false;
    const api = routes({
      'POST /api/sandbox/weight-sets': () => {
        created = true;
        return json(aWeightSet({ id: 'ws-new', name: 'Away boost' }), 201);
      },
      'GET /api/sandbox/weight-sets': () =>
        json(weightSets(created ? [aWeightSet(), aWeightSet({ id: 'ws-new', name: 'Away boost' })] : [aWeightSet()])),
    });
    await renderUnlockedSandbox();
    const form = screen.getByRole('form', { name: 'Create weight set' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Weight Set' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a weight set name');

    await userEvent.type(within(form).getByLabelText('Name'), 'Away boost');
    // The message was about the empty name: it goes as soon as a name is typed.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    const a1 = within(form).getByLabelText('A1');
    expect(a1).toHaveAttribute('step', '0.01');
    expect(a1).toHaveAttribute('min', '0');
    expect(a1).toHaveAttribute('max', '1');
    await userEvent.clear(a1);
    await userEvent.type(a1, '0.55');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Weight Set' }));

    expect(await screen.findByText('Weight set created successfully')).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ name: 'Away boost', description: '', weights: { ...DEFAULT_WEIGHTS, A1: 0.55 } });
    expect(await screen.findByRole('heading', { name: 'Away boost' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's detail when creating fails, keeping the form", async () => {
    routes({ 'POST /api/sandbox/weight-sets': () => json({ detail: 'A weight set named Balanced already exists' }, 409) });
    await renderUnlockedSandbox();
    const form = screen.getByRole('form', { name: 'Create weight set' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Balanced');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Weight Set' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A weight set named Balanced already exists');
    expect(within(form).getByLabelText('Name')).toHaveValue('Balanced');
  });

  it('asks before deleting (cannot be undone) and does nothing when cancelled', async () => {
    const api = routes();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await renderUnlockedSandbox();
    await userEvent.click(screen.getByRole('button', { name: 'Delete weight set Balanced' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('cannot be undone'));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it("deletes after confirmation: 'Weight set deleted'", async () => {
    const api = routes({ 'DELETE /api/sandbox/weight-sets/ws-balanced': () => json({ id: 'ws-balanced', deleted: true }) });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderUnlockedSandbox();
    await userEvent.click(screen.getByRole('button', { name: 'Delete weight set Balanced' }));
    expect(await screen.findByText('Weight set deleted')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.url.pathname).toBe('/api/sandbox/weight-sets/ws-balanced');
  });

  it("says 'Failed to delete' when the server gives no detail", async () => {
    routes();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderUnlockedSandbox();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete weight set Balanced' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete');
  });
});
