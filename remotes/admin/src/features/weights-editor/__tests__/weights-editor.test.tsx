import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WEIGHTS } from '../../../testing/data/common.ts';
import { fakeApi, json } from '../../../testing/fake-api.ts';
import { TOKEN, renderAdmin } from '../../../testing/render.tsx';
import { WeightsEditorSection } from '../components/weights-editor-section.tsx';

describe('Algorithm Weights editor', () => {
  it('loads the six weights into 0-1 inputs stepping by 0.01', async () => {
    fakeApi({ 'GET /api/weights': () => json(WEIGHTS) });
    renderAdmin(<WeightsEditorSection token={TOKEN} />);
    const h1 = await screen.findByRole('spinbutton', { name: /H1/ });
    expect(h1).toHaveValue(0.4);
    expect(h1).toHaveAttribute('min', '0');
    expect(h1).toHaveAttribute('max', '1');
    expect(h1).toHaveAttribute('step', '0.01');
    expect(screen.getAllByRole('spinbutton')).toHaveLength(6);
  });

  it('saves one weight and says Saved {metric} = {value}', async () => {
    const api = fakeApi({
      'GET /api/weights': () => json(WEIGHTS),
      'POST /api/weights': () => json({ ...WEIGHTS, H1: 0.45 }),
    });
    renderAdmin(<WeightsEditorSection token={TOKEN} />);
    const h1 = await screen.findByRole('spinbutton', { name: /H1/ });
    await userEvent.clear(h1);
    await userEvent.type(h1, '0.45');
    await userEvent.click(screen.getByRole('button', { name: 'Save H1' }));
    expect(await screen.findByText('Saved H1 = 0.45')).toBeInTheDocument();
    const save = api.requests.find((r) => r.method === 'POST');
    expect(save?.body).toEqual({ metric: 'H1', value: 0.45 });
    expect(save?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says Failed to save. when the server refuses', async () => {
    fakeApi({
      'GET /api/weights': () => json(WEIGHTS),
      'POST /api/weights': () => json({ detail: 'value: Too big: expected number to be <=1' }, 422),
    });
    renderAdmin(<WeightsEditorSection token={TOKEN} />);
    await screen.findByRole('spinbutton', { name: /A2/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save A2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save.');
  });
});
