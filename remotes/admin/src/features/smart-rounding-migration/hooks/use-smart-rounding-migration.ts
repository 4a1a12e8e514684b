// docs/product.md §4 "Smart-rounding migration": step 1 of 3, step 2, step 3; a step 2 that recalculated
// 0 predictions shows a warning for 3 s and the run continues; a failure stops at the failing step
// ('Migration failed at step {n}: {message}', the server's detail as the message); the status is
// rechecked 2 s after the migration.
import { failureMessage } from '@scoreline/api-client';
import { useState } from 'react';
import type { SmartRoundingValidation } from '@scoreline/contracts';
import { formatPercent } from '@scoreline/ui/format';
import { confirmAction } from '../../../lib/confirm.ts';
import { sleep } from '../../../lib/sleep.ts';
import {
  backfillOutcomes,
  recalculateAccuracy,
  recalculateWithDbMetrics,
  validateSmartRounding,
} from '../api/migration-calls.ts';

export const MIGRATION_CONFIRM =
  'Run the one-time Smart Rounding Migration? Step 1 backfills predicted outcomes, step 2 recalculates every prediction with database metrics, step 3 recalculates accuracy.';
export const ZERO_RECALCULATED_WARNING =
  'Warning: step 2 recalculated 0 predictions. Continuing with step 3...';
export const STEP_TWO_WARNING_MS = 3000;
export const STATUS_RECHECK_MS = 2000;

export type MigrationRun =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly step: 1 | 2 | 3; readonly warning: string | null }
  | { readonly phase: 'done'; readonly summary: string }
  | { readonly phase: 'failed'; readonly message: string };

export type Validation =
  | { readonly status: 'idle' | 'busy' }
  | { readonly status: 'done'; readonly data: SmartRoundingValidation }
  | { readonly status: 'failed'; readonly message: string };

export function useSmartRoundingMigration(token: string) {
  const [run, setRun] = useState<MigrationRun>({ phase: 'idle' });
  const [validation, setValidation] = useState<Validation>({ status: 'idle' });

  async function validate() {
    setValidation({ status: 'busy' });
    try {
      setValidation({ status: 'done', data: await validateSmartRounding(token) });
    } catch (error) {
      console.error(error);
      setValidation({ status: 'failed', message: `Validation failed: ${failureMessage(error)}` });
    }
  }

  async function migrate() {
    if (!confirmAction(MIGRATION_CONFIRM)) return;
    let step: 1 | 2 | 3 = 1;
    try {
      setRun({ phase: 'running', step, warning: null });
      const backfilled = await backfillOutcomes(token);
      step = 2;
      setRun({ phase: 'running', step, warning: null });
      const recalculated = await recalculateWithDbMetrics(token);
      if (recalculated.successful_predictions === 0) {
        setRun({ phase: 'running', step, warning: ZERO_RECALCULATED_WARNING });
        await sleep(STEP_TWO_WARNING_MS);
      }
      step = 3;
      setRun({ phase: 'running', step, warning: null });
      const accuracy = await recalculateAccuracy(token);
      setRun({
        phase: 'done',
        summary: `Migration complete! Step 1 backfilled ${backfilled.updated} outcomes, step 2 recalculated ${recalculated.successful_predictions} predictions, step 3 judged ${accuracy.processed} fixtures (${formatPercent(accuracy.outcome_accuracy, 2)} outcomes correct).`,
      });
    } catch (error) {
      console.error(error);
      setRun({ phase: 'failed', message: `Migration failed at step ${step}: ${failureMessage(error)}` });
      return;
    }
    await sleep(STATUS_RECHECK_MS);
    await validate();
  }

  return { run, validation, migrate, validate };
}
