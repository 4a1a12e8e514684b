import type { MatrixDiagnostic } from '@scoreline/contracts';
import { Button, Card } from '@scoreline/ui';

export interface DiagnosticPanelProps {
  readonly diagnostic: MatrixDiagnostic | null;
  readonly error?: string | undefined;
  readonly busy: boolean;
  readonly onRefresh: () => void;
}

/** The system diagnostic: each check with its details, and whether a matrix test can start. */
export function DiagnosticPanel({ diagnostic, error, busy, onRefresh }: DiagnosticPanelProps) {
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-diagnostic">
      <div className="sl-section__head">
        <h2 id="cs-diagnostic">System Diagnostic</h2>
        <Button variant="secondary" busy={busy} onClick={onRefresh}>
          Run Diagnostic
        </Button>
      </div>
      {error ? <p role="alert" className="sl-notice sl-notice--error">{error}</p> : null}
      {diagnostic ? (
        <>
          <p>{diagnostic.ready ? 'System ready for matrix testing' : 'System not ready'}</p>
          <ul aria-label="Diagnostic checks">
            {diagnostic.checks.map((check) => (
              <li key={check.name}>
                <strong>{check.name}</strong>: {check.status === 'PASS' ? 'PASS' : check.status} · {check.details}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
