import { failureMessage } from '@scoreline/api-client';
import { Button } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { RecalculationSummary } from '../../../components/recalculation-summary.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { confirmAction } from '../../../lib/confirm.ts';
import { RECALCULATE_CONFIRM, recalculateAndWait } from '../../../lib/recalculation.ts';
import { runCriticalDiagnostics, type CriticalDiagnostics } from '../api/critical-fix-calls.ts';

function DiagnosticResults({ data }: { readonly data: CriticalDiagnostics }) {
  const { summary, diagnosis, by_season } = data.fixtures;
  const { sample } = data;
  return (
    <div className="ad-result">
      <h3 className="ad-subtitle">Diagnostic results</h3>
      <Notice tone={diagnosis.critical_issue ? 'error' : 'success'}>{diagnosis.message}</Notice>
      <Stats>
        <Stat label="Total fixtures" value={summary.total_fixtures} />
        <Stat label="With team ids" value={summary.with_team_ids} />
        <Stat label="Team-id coverage" value={formatPercent(summary.percentage_with_ids, 1)} />
        <Stat label="Total predictions" value={summary.total_predictions} />
        <Stat label="Predictions with metrics" value={summary.predictions_with_metrics} />
      </Stats>
      <h3 className="ad-subtitle">Sample prediction analysis</h3>
      {sample.fixture && sample.prediction ? (
        <div>
          <p>
            {sample.fixture.home_team} vs {sample.fixture.away_team} ({sample.fixture.season}, GW
            {sample.fixture.gameweek}): predicted {sample.prediction.home_goals.toFixed(2)} -{' '}
            {sample.prediction.away_goals.toFixed(2)}
          </p>
          {sample.metrics ? (
            <Stats>
              {Object.entries(sample.metrics).map(([name, value]) => (
                <Stat key={name} label={name} value={value.toFixed(2)} />
              ))}
            </Stats>
          ) : null}
        </div>
      ) : (
        <p className="ad-note">No stored prediction to analyse.</p>
      )}
      <Notice tone={sample.analysis.all_metrics_default ? 'error' : 'info'}>
        {sample.analysis.all_metrics_default ? 'All metrics are at their defaults. ' : ''}
        {sample.analysis.issue ?? 'No issue found in the sample.'}
      </Notice>
      <h3 className="ad-subtitle">Breakdown by season</h3>
      <table className="ad-table">
        <thead>
          <tr>
            <th scope="col">Season</th>
            <th scope="col">Fixtures</th>
            <th scope="col">With team ids</th>
            <th scope="col">Coverage</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(by_season).map(([season, row]) => (
            <tr key={season}>
              <th scope="row">{season}</th>
              <td>{row.total}</td>
              <td>{row.with_team_ids}</td>
              <td>{formatPercent(row.percentage, 1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CriticalFixSection({ token }: { readonly token: string }) {
  const diagnostics = useAction(runCriticalDiagnostics, () => 'Failed to run diagnostics');
  const fix = useAction(recalculateAndWait, (error) => `Recalculation failed: ${failureMessage(error)}`);
  return (
    <AdminSection
      title="CRITICAL FIX"
      tone="danger"
      description={
        <p>
          Predictions stuck at default values (around 1.1 goals) mean the metrics could not be read. Run the
          diagnostics, then fix the predictions by recalculating them (2-5 minutes).
        </p>
      }
    >
      <ActionRow>
        <Button variant="secondary" onClick={() => void diagnostics.run(token)} busy={diagnostics.busy}>
          Run Diagnostics
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            if (confirmAction(RECALCULATE_CONFIRM)) void fix.run(token);
          }}
          busy={fix.busy}
        >
          {fix.busy ? 'Recalculating...' : 'Fix Predictions Now!'}
        </Button>
      </ActionRow>
      {diagnostics.state.status === 'failed' ? (
        <Notice tone="error">{diagnostics.state.message}</Notice>
      ) : null}
      {diagnostics.state.status === 'done' ? <DiagnosticResults data={diagnostics.state.data} /> : null}
      {fix.state.status === 'failed' ? <Notice tone="error">{fix.state.message}</Notice> : null}
      {fix.state.status === 'done' ? (
        <>
          <h3 className="ad-subtitle">Recalculation results</h3>
          <RecalculationSummary result={fix.state.data} />
        </>
      ) : null}
    </AdminSection>
  );
}
