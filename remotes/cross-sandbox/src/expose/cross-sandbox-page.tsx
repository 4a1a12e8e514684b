// Exposed as `cross-sandbox/./CrossSandboxPage` (route /cross-sandbox): Cross-Sandbox Testing (spec
// section 2). A two-step gate (password checked by the gateway's admin login, then the token checked
// by a successful call), then the dashboard: Logout, system diagnostic, start (only when ready, not
// while a job runs, after a confirmation), the job panel polled every 3 s, results with the heat
// map, and the history. The messages are those of docs/product.md §8.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MatrixDiagnostic, MatrixHistoryEntry, MatrixJob, MatrixResult } from '@scoreline/contracts';
import { failureMessage, isApiError, isAuthFailure } from '@scoreline/api-client';
import { Button, Card, Page } from '@scoreline/ui';
import { CrossSandboxGate, useCrossSandboxAuth, verifyAdminPassword } from '../features/auth/index.ts';
import { DiagnosticPanel, getDiagnostic } from '../features/diagnostic/index.ts';
import { getHistory, HistoryList } from '../features/history/index.ts';
import { JobPanel, resumeJob, startMatrixTest, useMatrixJob } from '../features/job/index.ts';
import { getResults, ResultsPanel } from '../features/results/index.ts';
import { estimatedCombinations, estimatedMinutes } from '../lib/estimate.ts';

const detailOrMessage = (error: unknown): string =>
  isApiError(error) && error.detail ? error.detail : error instanceof Error ? error.message : String(error);

export default function CrossSandboxPage() {
  const auth = useCrossSandboxAuth();
  const [gateError, setGateError] = useState<string | undefined>();
  const [gateBusy, setGateBusy] = useState(false);
  const [diagnostic, setDiagnostic] = useState<MatrixDiagnostic | null>(null);
  const [verified, setVerified] = useState(false);

  const checkToken = useCallback(
    async (token: string): Promise<boolean> => {
      setGateBusy(true);
      try {
        setDiagnostic(await getDiagnostic(token));
        auth.acceptToken(token);
        setVerified(true);
        setGateError(undefined);
        return true;
      } catch (error) {
        auth.forgetToken();
        setGateError(isAuthFailure(error) ? 'Invalid JWT token or authentication failed' : 'Failed to load diagnostic. Check console for details.');
        if (!isAuthFailure(error)) console.error(error);
        return false;
      } finally {
        setGateBusy(false);
      }
    },
    [auth],
  );

  // A stored token with a verified password is tried again on reload.
  const { password, token } = auth;
  const triedStored = useRef(false);
  useEffect(() => {
    if (triedStored.current) return;
    triedStored.current = true;
    if (password && token && !verified) void checkToken(token);
  }, [password, token, verified, checkToken]);

  const onPassword = async (value: string): Promise<boolean> => {
    setGateBusy(true);
    try {
      await verifyAdminPassword(value);
      auth.acceptPassword(value);
      setGateError(undefined);
      return true;
    } catch (error) {
      setGateError(failureMessage(error, 'Incorrect password'));
      return false;
    } finally {
      setGateBusy(false);
    }
  };

  if (!password || !token || !verified) {
    return (
      <Page className="sl-tool">
        <title>Cross-Sandbox Testing</title>
        <CrossSandboxGate step={password ? 'token' : 'password'} busy={gateBusy} error={gateError} onPassword={onPassword} onToken={checkToken} />
      </Page>
    );
  }
  return <Dashboard token={token} initialDiagnostic={diagnostic} onLogout={auth.logout} />;
}

function Dashboard({ token, initialDiagnostic, onLogout }: { token: string; initialDiagnostic: MatrixDiagnostic | null; onLogout: () => void }) {
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

  const logout = () => {
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
