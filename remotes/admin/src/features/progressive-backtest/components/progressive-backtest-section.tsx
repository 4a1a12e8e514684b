import { failureMessage } from '@scoreline/api-client';
import type { ProgressiveBacktestResult } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { useState } from 'react';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { confirmAction } from '../../../lib/confirm.ts';
import { loadBacktestResults, runProgressiveBacktest } from '../api/backtest-calls.ts';
import { BacktestCurve } from './backtest-curve.tsx';

export const BACKTEST_CONFIRM =
  'Run the progressive backtest from 2024 gameweek 1 to 2025 gameweek 7? This usually takes 5-10 minutes.';
export const BACKTEST_TOKEN_REQUIRED = 'JWT token required for backtest';

function Summary({ data }: { readonly data: ProgressiveBacktestResult }) {
  return (
    <Stats>
      <Stat label="Fixtures" value={data.total_fixtures} />
      <Stat label="Outcome accuracy" value={formatPercent(data.outcome_accuracy, 2)} />
      <Stat label="Exact score accuracy" value={formatPercent(data.score_accuracy, 2)} />
      <Stat label="Weeks tested" value={data.weeks_tested} />
    </Stats>
  );
}

export function ProgressiveBacktestSection({ token }: { readonly token: string }) {
  const backtest = useAction(runProgressiveBacktest, (error) => `Backtest failed: ${failureMessage(error)}`);
  const results = useAction(loadBacktestResults, () => 'Failed to load backtest results');
  // The panel renders this section only with a verified token; the rule of docs/product.md §5 ('JWT
  // token required for backtest') still guards the call.
  const [tokenMissing, setTokenMissing] = useState(false);
  return (
    <AdminSection
      title="Progressive Backtest"
      description={
        <p>Production weights walk-forward from 2024 gameweek 1 to 2025 gameweek 7 (5-10 minutes).</p>
      }
    >
      <ActionRow>
        <Button
          busy={backtest.busy}
          onClick={() => {
            setTokenMissing(!token.trim());
            if (token.trim() && confirmAction(BACKTEST_CONFIRM)) void backtest.run(token);
          }}
        >
          {backtest.busy ? 'Running...' : 'Run Backtest'}
        </Button>
        <Button variant="secondary" onClick={() => void results.run(token)} busy={results.busy}>
          Load Results
        </Button>
      </ActionRow>
      {tokenMissing ? <Notice tone="error">{BACKTEST_TOKEN_REQUIRED}</Notice> : null}
      {backtest.state.status === 'failed' ? <Notice tone="error">{backtest.state.message}</Notice> : null}
      {backtest.state.status === 'done' ? <Summary data={backtest.state.data} /> : null}
      {results.state.status === 'failed' ? <Notice tone="error">{results.state.message}</Notice> : null}
      {results.state.status === 'done' ? (
        <div className="ad-result">
          <Summary data={results.state.data} />
          <BacktestCurve gameweeks={results.state.data.by_gameweek} />
        </div>
      ) : null}
    </AdminSection>
  );
}
