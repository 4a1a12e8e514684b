// Exposed as `cross-sandbox/./CrossSandboxPage` (route /cross-sandbox): Cross-Sandbox Testing
// (docs/product.md). The admin session's two-step gate (libs/ui: the password checked by the gateway's admin
// login, then the token it issued checked by loading the diagnostic), then the dashboard: Logout, system diagnostic, start (only when ready, not
// while a job runs, after a confirmation), the job panel polled every 3 s, results with the heat
// map, and the history. The messages are those of docs/product.md §8.
import type { MatrixDiagnostic } from '@scoreline/contracts';
import { Button, Page } from '@scoreline/ui';
import { AdminGate, useAdminSession } from '@scoreline/ui/admin';
import { DIAGNOSTIC_FAILED_TEXT, DiagnosticPanel, getDiagnostic, useDiagnostic } from '../features/diagnostic/index.ts';
import { HistoryList, useHistory } from '../features/history/index.ts';
import { JobAlert, JobPanel, MatrixTestStart, useJobAlert, useLogout, useMatrixTest } from '../features/job/index.ts';
import { ResultsPanel, useResults } from '../features/results/index.ts';
import { apiClient } from '../lib/api-client.ts';
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
  const diagnostic = useDiagnostic(token, initialDiagnostic, onRefused);
  const history = useHistory(token);
  const jobAlert = useJobAlert();
  const results = useResults(token, jobAlert.show);
  const matrix = useMatrixTest({
    token,
    alert: jobAlert,
    showResults: results.show,
    clearResults: results.clear,
    reloadHistory: history.reload,
  });
  const logout = useLogout(onLogout);

  return (
    <Page className="sl-tool">
      <title>Cross-Sandbox Testing</title>
      <header className="sl-tool__header">
        <h1>Cross-Sandbox Testing</h1>
        <Button variant="secondary" onClick={logout}>
          Logout
        </Button>
      </header>
      <JobAlert message={jobAlert.message} />
      <DiagnosticPanel diagnostic={diagnostic.diagnostic} error={diagnostic.error} busy={diagnostic.busy} onRefresh={() => void diagnostic.refresh()} />
      <MatrixTestStart
        diagnostic={diagnostic.diagnostic}
        history={history.history}
        running={matrix.running}
        starting={matrix.starting}
        onStart={(question) => void matrix.start(question)}
      />
      <JobPanel job={matrix.job} jobId={matrix.jobId} resuming={matrix.resuming} onResume={() => void matrix.resume()} />
      {results.result ? <ResultsPanel result={results.result} /> : null}
      <HistoryList history={history.history} />
    </Page>
  );
}
