// Exposed as `cross-sandbox/./CrossSandboxPage` (route /cross-sandbox): Cross-Sandbox Testing
// (docs/product.md). The admin session's two-step gate (libs/ui: the password checked by the gateway's admin
// login, then the token it issued checked by loading the diagnostic), then the dashboard: Logout, system diagnostic, start (only when ready, not
// while a job runs, after a confirmation), the job panel polled every 3 s, results with the heat
// map, and the history. The messages are those of docs/product.md §8.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MATRIX_JOB_STORAGE_KEY, type MatrixDiagnostic, type MatrixJob } from '@scoreline/contracts';
import { Button, Card, Page } from '@scoreline/ui';
import { AdminGate, useAdminSession } from '@scoreline/ui/admin';
import { DIAGNOSTIC_FAILED_TEXT, DiagnosticPanel, getDiagnostic, useDiagnostic } from '../features/diagnostic/index.ts';
import { HistoryList, useHistory } from '../features/history/index.ts';
import { JobPanel, useJobControls, useMatrixJob } from '../features/job/index.ts';
import { INVALID_RESULTS_TEXT, ResultsPanel, useResults } from '../features/results/index.ts';
import { apiClient } from '../lib/api-client.ts';
import { estimatedCombinations, estimatedMinutes } from '../lib/estimate.ts';
import '../styles/cross-sandbox.css';

export default function CrossSandboxPage() {
  const admin = useAdminSession({
    load: getDiagnostic,
    client: apiClient,
    loadFailedText: DIAGNOSTIC_FAILED_TEXT,
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
  const diagnostic = useDiagnostic(token, initialDiagnostic, onRefused);
  const { history, reload: reloadHistory } = useHistory(token);
  const [message, setMessage] = useState<string | undefined>();
  const { result, load: loadResults, clear: clearResults } = useResults(token, setMessage);

  const onCompleted = useCallback(
    (job: MatrixJob) => {
      if (job.result_id) void loadResults(job.result_id);
      else setMessage(INVALID_RESULTS_TEXT);
      void reloadHistory();
    },
    [reloadHistory, loadResults],
  );
  const matrix = useMatrixJob(token, onCompleted);
  const controls = useJobControls({
    token,
    jobId: matrix.jobId,
    track: matrix.track,
    resumeTracking: matrix.resumeTracking,
    onStarting: () => {
      setMessage(undefined);
      clearResults();
    },
    onFailure: setMessage,
  });

  const combinations = estimatedCombinations(diagnostic.diagnostic);
  const minutes = estimatedMinutes(diagnostic.diagnostic, history);
  const duration = `${minutes} minute${minutes === 1 ? '' : 's'}`;

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
      <DiagnosticPanel diagnostic={diagnostic.diagnostic} error={diagnostic.error} busy={diagnostic.busy} onRefresh={() => void diagnostic.refresh()} />
      <Card as="section" className="sl-section" aria-labelledby="cs-start">
        <h2 id="cs-start">Matrix Test</h2>
        <p>
          {combinations} combinations (weight sets × rounding configs). Estimated duration: {duration}
        </p>
        <Button
          busy={controls.starting}
          disabled={!diagnostic.diagnostic?.ready || matrix.running}
          onClick={() => void controls.start(`Start the matrix test of ${combinations} combinations? Estimated duration: ${duration}.`)}
        >
          Start Matrix Test
        </Button>
      </Card>
      <JobPanel job={matrix.job} jobId={matrix.jobId} resuming={controls.resuming} onResume={() => void controls.resume()} />
      {result ? <ResultsPanel result={result} /> : null}
      <HistoryList history={history} />
    </Page>
  );
}
