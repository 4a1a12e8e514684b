// Cross-Sandbox Testing behind the one admin session (docs/product.md §2, §4, §5): the two-step
// gate ('Verify Password', then 'Verify Token' with the JWT the password earned, filled in), the
// cross sandbox's own messages, the session shared with the other admin pages, and the dashboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_STORAGE_KEY } from '@scoreline/contracts/constants';
import { MATRIX_JOB_STORAGE_KEY } from '@scoreline/contracts';
import { keepAdminSession, readAdminSession } from '@scoreline/ui/admin';
import { describe, expect, it, vi } from 'vitest';
import CrossSandboxPage from '../cross-sandbox-page.tsx';
import { history, job, readyDiagnostic, result } from '../../testing/data.ts';
import { fakeApi, json } from '../../testing/fake-api.ts';
import { renderRoute } from '@scoreline/ui/testing';

const render = () => renderRoute(<CrossSandboxPage />, { path: '/cross-sandbox', at: '/cross-sandbox' });

/** The admin session another admin page opened. */
function signedIn() {
  keepAdminSession('jwt-1', 3600);
}

const baseRoutes = {
  'GET /api/cross-sandbox/diagnostic': () => json(readyDiagnostic),
  'GET /api/cross-sandbox/history': () => json({ history: [] }),
};

describe('cross-sandbox gate', () => {
  it('asks for the password, then verifies the token it earned, filled in, with the spec messages for empty fields', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes,
      'POST /api/auth/admin-token': () => json({ token: 'issued.jwt', token_type: 'Bearer', expires_in: 3600 }),
    });
    render();
    await user.click(screen.getByRole('button', { name: 'Verify Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    await user.type(screen.getByLabelText('Admin Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Verify Password' }));
    expect(await screen.findByText(/Password verified/)).toBeInTheDocument();
    expect(api.requests.find((r) => r.path === '/api/auth/admin-token')?.body).toEqual({ password: 'secret' });
    // The password is never kept; the token it earned is in the field, ready to verify.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret');
    const tokenField = screen.getByPlaceholderText('Enter JWT token');
    expect(tokenField).toHaveValue('issued.jwt');
    await user.clear(tokenField);
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(screen.getByRole('alert')).toHaveTextContent('JWT token is required');
    await user.type(tokenField, 'issued.jwt');
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByRole('heading', { name: 'System Diagnostic' })).toBeInTheDocument();
    expect(readAdminSession()).toMatchObject({ state: 'active', session: { token: 'issued.jwt' } });
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.requests.find((r) => r.path === '/api/cross-sandbox/diagnostic')?.headers.get('Authorization')).toBe('Bearer issued.jwt');
  });

  it("shows the server's refusal of a wrong password and stays on step 1", async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/admin-token': () => json({ detail: 'Incorrect password' }, 401) });
    render();
    await user.type(screen.getByLabelText('Admin Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Verify Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(screen.queryByText(/Password verified/)).not.toBeInTheDocument();
  });

  it('says the token was refused, in the cross sandbox\'s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/auth/admin-token': () => json({ token: 'issued.jwt', token_type: 'Bearer', expires_in: 3600 }),
      'GET /api/cross-sandbox/diagnostic': () => json({ detail: 'Invalid token' }, 401),
    });
    render();
    await user.type(screen.getByLabelText('Admin Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Verify Password' }));
    await user.click(await screen.findByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JWT token or authentication failed');
    expect(readAdminSession().state).toBe('none');
  });

  it('opens the dashboard at once with the session another admin page opened', async () => {
    signedIn();
    const api = fakeApi(baseRoutes);
    render();
    expect(await screen.findByRole('heading', { name: 'System Diagnostic' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.path === '/api/auth/admin-token')).toBe(false);
  });
});

describe('cross-sandbox dashboard', () => {
  it('estimates with the seed 0.5 minutes per combination before any job completed, and with the measured median after', async () => {
    signedIn();
    fakeApi(baseRoutes);
    const first = render();
    expect(await screen.findByText(/104 combinations .* Estimated duration: 52 minutes/)).toBeInTheDocument();
    first.unmount();
    fakeApi({ ...baseRoutes, 'GET /api/cross-sandbox/history': () => json({ history }) });
    render();
    expect(await screen.findByText(/Estimated duration: 1 minute$/)).toBeInTheDocument();
  });

  it('disables the start button when the diagnostic is not ready', async () => {
    signedIn();
    fakeApi({ ...baseRoutes, 'GET /api/cross-sandbox/diagnostic': () => json({ ...readyDiagnostic, ready: false, checks: [{ name: 'Matrix workers', status: 'FAIL', details: 'No matrix worker is running' }] }) });
    render();
    expect(await screen.findByText(/No matrix worker is running/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Matrix Test' })).toBeDisabled();
  });

  it('starts after a confirmation, tracks the job in local storage, polls to completion, shows results with two decimals, the heat map and history', async () => {
    signedIn();
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let polls = 0;
    let historyCalls = 0;
    fakeApi({
      ...baseRoutes,
      'GET /api/cross-sandbox/history': () => json({ history: historyCalls++ === 0 ? [] : history }),
      'POST /api/cross-sandbox/start-matrix-test': () => json({ success: true, job_id: 'matrix-1' }),
      'GET /api/cross-sandbox/job-status/*': () =>
        json(polls++ === 0 ? job() : job({ status: 'completed', progress_percentage: 100, completed_combinations: 104, result_id: 'result-matrix-1' })),
      'GET /api/cross-sandbox/results/*': () => json(result),
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Start Matrix Test' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('104 combinations'));
    expect(await screen.findByText('25% (26 of 104 combinations)')).toBeInTheDocument();
    expect(localStorage.getItem(MATRIX_JOB_STORAGE_KEY)).toBe('matrix-1');
    expect(screen.getByRole('button', { name: 'Start Matrix Test' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Test Results' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('Production × Conservative: 48.12%')).toBeInTheDocument();
    expect(screen.getByText('Attack heavy × Spec defaults: 11.50%')).toBeInTheDocument();
    const heatMap = screen.getByRole('figure', { name: 'Outcome accuracy heat map' });
    expect(within(heatMap).getAllByRole('row')).toHaveLength(5);
    expect(localStorage.getItem(MATRIX_JOB_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Test history' })).toHaveTextContent('best outcome accuracy 48.12%'));
  });

  it('resumes tracking a stored job on reload, warns when it is stuck, and resumes after a confirmation', async () => {
    signedIn();
    localStorage.setItem(MATRIX_JOB_STORAGE_KEY, 'matrix-1');
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeApi({
      ...baseRoutes,
      'GET /api/cross-sandbox/job-status/*': () => json(job({ is_stuck: true, can_resume: true })),
      'POST /api/cross-sandbox/resume-job/*': () => json({ success: true, resume_point: 26, republished: 78 }),
    });
    render();
    expect(await screen.findByText('Job appears stuck (no activity for >5 minutes). You may want to resume it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Job' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/cross-sandbox/resume-job/matrix-1')).toBe(true));
  });

  it('shows a failed job with its error and the resume offer, and forgets the stored job id', async () => {
    signedIn();
    localStorage.setItem(MATRIX_JOB_STORAGE_KEY, 'matrix-1');
    fakeApi({ ...baseRoutes, 'GET /api/cross-sandbox/job-status/*': () => json(job({ status: 'failed', error: 'Combination 8 failed: no fixtures', can_resume: true })) });
    render();
    expect(await screen.findByText('Matrix test failed: Combination 8 failed: no fixtures. You can try resuming it.')).toBeInTheDocument();
    expect(localStorage.getItem(MATRIX_JOB_STORAGE_KEY)).toBeNull();
  });

  it('says why a start failed, with the server detail', async () => {
    signedIn();
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fakeApi({ ...baseRoutes, 'POST /api/cross-sandbox/start-matrix-test': () => json({ detail: 'A matrix test is already running' }, 409) });
    render();
    await user.click(await screen.findByRole('button', { name: 'Start Matrix Test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start test: A matrix test is already running');
  });

  it('logs out: ends the admin session and forgets the stored job id, back to /admin', async () => {
    signedIn();
    localStorage.setItem(MATRIX_JOB_STORAGE_KEY, 'matrix-1');
    const user = userEvent.setup();
    fakeApi({ ...baseRoutes, 'GET /api/cross-sandbox/job-status/*': () => json(job()) });
    render();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(readAdminSession().state).toBe('none');
    expect(localStorage.getItem(MATRIX_JOB_STORAGE_KEY)).toBeNull();
  });
});
