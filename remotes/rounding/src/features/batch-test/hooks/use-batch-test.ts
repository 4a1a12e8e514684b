// The batch test of every sandbox configuration on the finished fixtures, through the page's one
// admin action (libs/ui useAdminActions: busy state, outcome notice); refused at once when there is
// no configuration to test. The last result stays on the page until the next run.
import { useState } from 'react';
import type { RoundingBatchResponse } from '@scoreline/contracts';
import type { AdminActions } from '@scoreline/ui/admin';
import { runBatchTest } from '../api/batch-test.ts';

const RUNNING = 'batch';

export function useBatchTest(actions: Pick<AdminActions, 'act' | 'success' | 'busy' | 'setNotice'>) {
  const { act, success, busy, setNotice } = actions;
  const [result, setResult] = useState<RoundingBatchResponse | null>(null);
  return {
    result,
    running: busy === RUNNING,
    run: (token: string, sandboxConfigs: number) => {
      if (sandboxConfigs === 0) {
        setNotice({ tone: 'error', text: 'Create at least one configuration to test' });
        return;
      }
      void act(RUNNING, async () => {
        const answer = await runBatchTest(token);
        setResult(answer);
        success(`Batch test complete: ${answer.results.length} configurations on ${answer.total_fixtures_tested} fixtures`);
      }, 'Batch test failed', false);
    },
  };
}
