import type { MatrixDiagnostic, MatrixHistoryEntry } from '@scoreline/contracts';
import { Button, Card } from '@scoreline/ui';
import { estimatedCombinations, estimatedMinutes } from '../utils/estimate.ts';

export interface MatrixTestStartProps {
  /** The latest diagnostic: its counts size the job, and only a ready system may start one. */
  readonly diagnostic: MatrixDiagnostic | null;
  /** The finished jobs, whose measured pace the estimate uses. */
  readonly history: readonly MatrixHistoryEntry[];
  readonly running: boolean;
  readonly starting: boolean;
  /** Starts after the administrator answers `question` (useMatrixTest's `start`). */
  readonly onStart: (question: string) => void;
}

/**
 * The matrix test's start (docs/product.md §2): how many combinations and how long they should take,
 * and the start button, disabled until the diagnostic is ready and while a job runs.
 */
export function MatrixTestStart({ diagnostic, history, running, starting, onStart }: MatrixTestStartProps) {
  const combinations = estimatedCombinations(diagnostic);
  const minutes = estimatedMinutes(diagnostic, history);
  const duration = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return (
    <Card as="section" className="sl-section" aria-labelledby="cs-start">
      <h2 id="cs-start">Matrix Test</h2>
      <p>
        {combinations} combinations (weight sets × rounding configs). Estimated duration: {duration}
      </p>
      <Button
        busy={starting}
        disabled={!diagnostic?.ready || running}
        onClick={() => onStart(`Start the matrix test of ${combinations} combinations? Estimated duration: ${duration}.`)}
      >
        Start Matrix Test
      </Button>
    </Card>
  );
}
