// Exposed as `cross-sandbox/./CrossSandboxPage` (route /cross-sandbox): Cross-Sandbox Testing
// (docs/product.md). The admin session's two-step gate (libs/ui: the password checked by the gateway's admin
// login, then the token it issued checked by loading the diagnostic), then the dashboard: Logout, system diagnostic, start (only when ready, not
// while a job runs, after a confirmation), the job panel polled every 3 s, results with the heat
// map, and the history. The messages are those of docs/product.md §8.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MATRIX_JOB_STORAGE_KEY, type MatrixDiagnostic, type MatrixHistoryEntry, type MatrixJob, type MatrixResult } from '@scoreline/contracts';
import { isApiError, isAuthFailure } from '@scoreline/api-client';
import { Button, Card, Page } from '@scoreline/ui';
import { AdminGate, useAdminSession } from '@scoreline/ui/admin';
import { DiagnosticPanel, getDiagnostic } from '../features/diagnostic/index.ts';
import { getHistory, HistoryList } from '../features/history/index.ts';
import { JobPanel, resumeJob, startMatrixTest, useMatrixJob } from '../features/job/index.ts';
import { getResults, ResultsPanel } from '../features/results/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { estimatedCombinations, estimatedMinutes } from '../lib/estimate.ts';
import '../styles/cross-sandbox.css';

const detailOrMessage = (error: unknown): string =>
  isApiError(error) && error.detail ? error.detail : error instanceof Error ? error.message : String(error);

export default function CrossSandboxPage() {
  const admin = useAdminSession({
    load: getDiagnostic,
    client: apiClient,
    loadFailedText: 'Failed to load diagnostic. Check console for details.',
    invalidTokenText: 'Invalid JWT token or authentication failed',
  });
  const { session } = admin;
  if (session.status !== 'unlocked') {
    return (
      <Page className="sl-tool">
        <title>Cross-Sandbox Testing</title>
        <AdminGate
          title="Cross-Sandbox Testing"
          session={session}
          labels={{
            password: 'Verify Password',
            token: 'Verify Token',
            passwordRequired: 'Password is required',
            tokenRequired: 'JWT token is required',
          }}
          onLogin={admin.login}
          onToken={admin.unlock}
        />
      </Page>
    );
  }
  return <Dashboard token={session.token} initialDiagnostic={session.data} onLogout={admin.logout} onRefused={admin.expire} />;
}

interface DashboardProps {
  readonly token: string;
  readonly initialDiagnostic: MatrixDiagnostic;
  /** Ends the admin session on purpose (Logout). */
  readonly onLogout: () => void;
  /** The server refused the token: the session is over and the gate asks for the password again. */
  readonly onRefused: () => void;
}

function Dashboard({ token, initialDiagnostic, onLogout, onRefused }: DashboardProps) {
  const navigate = useNavigate();
  const [diagnostic, setDiagnostic] = useState(initialDiagnostic);
  const [diagnosticError, setDiagnosticError] = useState<string | undefined>();
  const [diagnosticBusy, setDiagnosticBusy] = useState(false);
  const [history, setHistory] = useState<MatrixHistoryEntry[]>([]);
  const [result, setResult] = useState<MatrixResult | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const [starting, setStarting] = useState(false);
  const [resuming, setResuming] = useState(false);

  const loadHistory = useCallback(async () => {
    try {
      setHistory(await getHistory(token));
    } catch {
      setHistory([]);
    }
  }, [token]);

  const loadResults = useCallback(
    async (resultId: string) => {
      try {
        setResult(await getResults(token, resultId));
      } catch (error) {
        setMessage(isApiError(error) && error.status === 0 && !error.detail ? 'Invalid results data received' : `Failed to load results: ${detailOrMessage(error)}`);
      }
    },
    [token],
  );

  const onCompleted = useCallback(
    (job: MatrixJob) => {
      if (job.result_id) void loadResults(job.result_id);
      else setMessage('Invalid results data received');
      void loadHistory();
    },
    [loadHistory, loadResults],
  );
  const { jobId, job, running, track, resumeTracking } = useMatrixJob(token, onCompleted);

  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  const refreshDiagnostic = async () => {
    setDiagnosticBusy(true);
    try {
      setDiagnostic(await getDiagnostic(token));
      setDiagnosticError(undefined);
    } catch (error) {
      if (isAuthFailure(error)) {
        onRefused();
        return;
      }
      console.error(error);
      setDiagnosticError('Failed to load diagnostic. Check console for details.');
    } finally {
      setDiagnosticBusy(false);
    }
  };

  const combinations = estimatedCombinations(diagnostic);
  const minutes = estimatedMinutes(diagnostic, history);

  const onStart = async () => {
    if (!window.confirm(`Start the matrix test of ${combinations} combinations? Estimated duration: ${minutes} minute${minutes === 1 ? '' : 's'}.`)) return;
    setStarting(true);
    setMessage(undefined);
    setResult(null);
    try {
      const answer = await startMatrixTest(token);
      if (!answer.job_id) throw new Error('Failed to start matrix test');
      track(answer.job_id);
    } catch (error) {
      setMessage(`Failed to start test: ${detailOrMessage(error)}`);
    } finally {
      setStarting(false);
    }
  };

  const onResume = async () => {
    if (!jobId || !window.confirm('Resume the matrix test from the last completed combination?')) return;
    setResuming(true);
    try {
      await resumeJob(token, jobId);
      resumeTracking();
    } catch (error) {
      setMessage(`Failed to resume: ${detailOrMessage(error)}`);
    } finally {
      setResuming(false);
    }
  };

  // docs/product.md §4: Logout ends the admin session and forgets the tracked job.
  const logout = () => {
    localStorage.removeItem(MATRIX_JOB_STORAGE_KEY);
    onLogout();
    void navigate('/admin');
  };

  return (
    <Page className="sl-tool">
      <title>Cross-Sandbox Testing</title>
      <header className="sl-tool__header">
        <h1>Cross-Sandbox Testing</h1>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </header>
      {message ? <p role="alert" className="sl-notice sl-notice--error">{message}</p> : null}
      <DiagnosticPanel diagnostic={diagnostic} error={diagnosticError} busy={diagnosticBusy} onRefresh={() => void refreshDiagnostic()} />
      <Card as="section" className="sl-section" aria-labelledby="cs-start">
        <h2 id="cs-start">Matrix Test</h2>
        <p>
          {combinations} combinations (weight sets × rounding configs). Estimated duration: {minutes} minute{minutes === 1 ? '' : 's'}
        </p>
        <Button busy={starting} disabled={!diagnostic?.ready || running} onClick={() => void onStart()}>
          Start Matrix Test
        </Button>
      </Card>
      <JobPanel job={job} jobId={jobId} resuming={resuming} onResume={() => void onResume()} />
      {result ? <ResultsPanel result={result} /> : null}
      <HistoryList history={history} />
    </Page>
  );
}
