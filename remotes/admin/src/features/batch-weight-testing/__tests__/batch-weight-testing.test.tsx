import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBatchDiagnostic, aBatchResult } from '../../../testing/data/batch.ts';
import { fakeApi, json, offContract } from '../../../testing/fake-api.ts';
import { TOKEN, answerConfirmations, renderAdmin } from '../../../testing/render.tsx';
import { BatchWeightTestingSection } from '../components/batch-weight-testing-section.tsx';

const testAll = () => userEvent.click(screen.getByRole('button', { name: 'Test All Weight Sets' }));

describe('Batch Weight Testing', () => {
  it('runs the diagnostic with the token and lists its checks', async () => {
    const api = fakeApi({ 'GET /api/sandbox/batch-test-diagnostic': () => json(aBatchDiagnostic(false)) });
    renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FAIL: 2/3 checks passed');
    expect(screen.getByText(/Sandbox weight sets: none/)).toBeInTheDocument();
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('says Diagnostic failed', async () => {
    fakeApi({ 'GET /api/sandbox/batch-test-diagnostic': () => json({ detail: 'x' }, 500) });
    renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Run Diagnostic' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diagnostic failed');
  });

  it('tests every weight set after asking and shows the results with the recommendation', async () => {
    const confirm = answerConfirmations(true);
    fakeApi({ 'POST /api/sandbox/batch-test-weights': () => json(aBatchResult()) });
    renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await testAll();
    expect(confirm.mock.calls[0]?.[0]).toMatch(/1-2 minutes/);
    expect(
      await screen.findByText('Promote "Attack heavy": 52.50% outcome accuracy against production\'s 51.58% (+0.92 points).'),
    ).toBeInTheDocument();
    // Said once: the panel no longer repeats the improvement after the message.
    expect(document.body.textContent?.match(/\+0\.92 points/g)).toHaveLength(1);
    expect(screen.getByText('Attack heavy (52.50%)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Production 51\.58%/ })).toBeInTheDocument();
  });

  it('shows a 404 as a warning with the server’s detail', async () => {
    answerConfirmations(true);
    fakeApi({
      'POST /api/sandbox/batch-test-weights': () =>
        json({ detail: 'No sandbox weight sets found. Create weight sets in the Sandbox first!' }, 404),
    });
    renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await testAll();
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(
      'No sandbox weight sets found. Create weight sets in the Sandbox first!',
    );
    expect(warning).toHaveClass('ad-notice--warning');
  });

  it('says Failed to test weights for other errors, and flags an answer of the wrong shape', async () => {
    answerConfirmations(true);
    fakeApi({ 'POST /api/sandbox/batch-test-weights': () => json({ detail: 'boom' }, 500) });
    const { unmount } = renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await testAll();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to test weights');
    unmount();
    fakeApi({ 'POST /api/sandbox/batch-test-weights': () => offContract(json({ results: 'nope' })) });
    renderAdmin(<BatchWeightTestingSection token={TOKEN} />);
    await testAll();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid response from server. Check console for details.',
    );
  });
});
