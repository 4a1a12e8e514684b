import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_ROUNDING_PARAMETERS } from '@scoreline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aConfig, productionConfig } from '../../../testing/data.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { renderUnlockedRounding } from '../../../testing/unlocked.tsx';

function routes(overrides: Record<string, () => Response> = {}) {
  return fakeApi({
    'GET /api/rounding-sandbox/configs': () => json({ configs: [productionConfig(), aConfig()] }),
    'GET /api/rounding-sandbox/production-config': () => json(productionConfig()),
    ...overrides,
  });
}

const form = () => screen.getByRole('form', { name: 'Create configuration' });
const itemOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('rounding configurations', () => {
  it("marks the production configuration 'Currently Active', with neither promote nor delete", async () => {
    routes();
    await renderUnlockedRounding();
    const production = itemOf('Default smart rounding');
    expect(within(production).getByText('PRODUCTION')).toBeInTheDocument();
    expect(within(production).getByText('Currently Active')).toBeInTheDocument();
    expect(within(production).queryByRole('button')).not.toBeInTheDocument();
    const sandbox = itemOf('Tight draws');
    expect(within(sandbox).getByRole('button', { name: 'Promote Tight draws to production' })).toBeInTheDocument();
    expect(within(sandbox).getByRole('button', { name: 'Delete Tight draws' })).toBeInTheDocument();
    expect(within(sandbox).getByLabelText('Parameters of Tight draws')).toHaveTextContent('Draw threshold0.15');
  });

  it('starts from the defaults with the spec steps, and shows the home bias amount only when enabled', async () => {
    routes();
    await renderUnlockedRounding();
    const draw = within(form()).getByLabelText('Draw threshold');
    expect(draw).toHaveValue(0.25);
    expect(draw).toHaveAttribute('step', '0.01');
    expect(within(form()).getByLabelText('Clear advantage threshold')).toHaveAttribute('step', '0.01');
    expect(within(form()).getByLabelText('Clear advantage adjustment')).toHaveAttribute('step', '0.1');
    expect(within(form()).getByLabelText('Small advantage adjustment')).toHaveValue(0);
    expect(within(form()).queryByLabelText('Home bias amount')).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'Enable home bias' }));
    const bias = within(form()).getByLabelText('Home bias amount');
    expect(bias).toHaveValue(0.1);
    expect(bias).toHaveAttribute('step', '0.05');
  });

  it("needs a name ('Please enter a configuration name'), then creates it and reloads", async () => {
    let created = false;
    const api = routes({
      'POST /api/rounding-sandbox/configs': () => {
        created = true;
        return json(aConfig({ id: 'rc-home', name: 'Home lean', home_bias_enabled: true, home_bias_amount: 0.15 }), 201);
      },
      'GET /api/rounding-sandbox/configs': () =>
        json({ configs: [productionConfig(), aConfig(), ...(created ? [aConfig({ id: 'rc-home', name: 'Home lean' })] : [])] }),
    });
    await renderUnlockedRounding();
    await userEvent.type(within(form()).getByLabelText('Configuration name'), '   ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Configuration' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Please enter a configuration name');

    await userEvent.clear(within(form()).getByLabelText('Configuration name'));
    await userEvent.type(within(form()).getByLabelText('Configuration name'), 'Home lean');
    await userEvent.click(within(form()).getByRole('checkbox', { name: 'Enable home bias' }));
    fireEvent.change(within(form()).getByLabelText('Home bias amount'), { target: { value: '0.15' } });
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Configuration' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Configuration "Home lean" created');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      ...DEFAULT_ROUNDING_PARAMETERS,
      // The contract fills the mode: smart rounding, the mode whose parameters the form sets.
      mode: 'smart',
      name: 'Home lean',
      description: '',
      home_bias_enabled: true,
      home_bias_amount: 0.15,
    });
    expect(await screen.findByRole('heading', { name: 'Home lean' })).toBeInTheDocument();
  });

  it("says 'Failed to create config' when creating fails without a detail", async () => {
    routes();
    await renderUnlockedRounding();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.type(within(form()).getByLabelText('Configuration name'), 'X');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create Configuration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create config');
  });

  it('asks before deleting (cannot be undone), then deletes; a failure shows its detail or the fallback', async () => {
    const api = routes({ 'DELETE /api/rounding-sandbox/configs/rc-tight': () => json({ id: 'rc-tight', deleted: true }) });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    await renderUnlockedRounding();
    const remove = within(itemOf('Tight draws')).getByRole('button', { name: 'Delete Tight draws' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Delete configuration "Tight draws"? This cannot be undone.');
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(remove);
    expect(await screen.findByRole('status')).toHaveTextContent('Configuration "Tight draws" deleted');
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(remove);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete config');
  });

  it('asks before promoting, then shows the message and the generated source with a copy button', async () => {
    const source = "export const PRODUCTION_ROUNDING: RoundingParameters = {\n  draw_threshold: 0.15,\n};";
    routes({
      'POST /api/rounding-sandbox/promote/rc-tight': () =>
        json({ message: 'Tight draws is now production', new_code: source, config: aConfig({ status: 'production', promoted_at: '2026-11-23T10:00:00Z' }) }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderUnlockedRounding();
    await userEvent.click(screen.getByRole('button', { name: 'Promote Tight draws to production' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Promote "Tight draws" to production?'));
    const panel = await screen.findByRole('region', { name: 'Generated Source' });
    expect(panel).toHaveTextContent('Tight draws is now production');
    expect(within(panel).getByLabelText('Generated source')).toHaveTextContent('draw_threshold: 0.15');
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy Code' }));
    expect(writeText).toHaveBeenCalledWith(source);
    expect(within(panel).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it("says 'Failed to promote' when promotion fails without a detail", async () => {
    routes();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await renderUnlockedRounding();
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Promote Tight draws to production' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to promote');
  });
});
