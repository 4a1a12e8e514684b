// The Calculate Accuracy action as Data Management and Prediction Quality Diagnostics both offer it:
// asked to confirm first (it rewrites the accuracy records), then its outcome as a notice
// (docs/product.md §8). The call and its texts are lib/accuracy.ts.
import type { AccuracyResult } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { type Action, useAction } from '../hooks/use-action.ts';
import { accuracyFailureText, accuracySuccessText, CALCULATE_ACCURACY_CONFIRM, calculateAccuracy } from '../lib/accuracy.ts';
import { confirmAction } from '../lib/confirm.ts';
import { Notice } from './notice.tsx';

export type AccuracyAction = Action<AccuracyResult, [token: string]>;

export function useCalculateAccuracy(): AccuracyAction {
  return useAction(calculateAccuracy, accuracyFailureText);
}

export function CalculateAccuracyButton({ accuracy, token }: { readonly accuracy: AccuracyAction; readonly token: string }) {
  return (
    <Button
      variant="secondary"
      busy={accuracy.busy}
      onClick={() => {
        if (confirmAction(CALCULATE_ACCURACY_CONFIRM)) void accuracy.run(token);
      }}
    >
      {accuracy.busy ? 'Calculating...' : 'Calculate Accuracy'}
    </Button>
  );
}

export function CalculateAccuracyOutcome({ accuracy }: { readonly accuracy: AccuracyAction }) {
  if (accuracy.state.status === 'done') return <Notice tone="success">{accuracySuccessText(accuracy.state.data)}</Notice>;
  if (accuracy.state.status === 'failed') return <Notice tone="error">{accuracy.state.message}</Notice>;
  return null;
}
