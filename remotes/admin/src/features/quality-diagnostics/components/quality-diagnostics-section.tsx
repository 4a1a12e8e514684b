import { failureMessage } from '@scoreline/api-client';
import type { QualityDiagnostics } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { RecalculationSummary } from '../../../components/recalculation-summary.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { CalculateAccuracyButton, CalculateAccuracyOutcome, useCalculateAccuracy } from '../../../components/calculate-accuracy.tsx';
import { confirmAction } from '../../../lib/confirm.ts';
import { formatPercent, formatShare } from '@scoreline/ui/format';
import { firstTen } from '../../../lib/format.ts';
import { RECALCULATE_CONFIRM, recalculateAndWait } from '../../../lib/recalculation.ts';
import { getQualityDiagnostics } from '../api/quality-diagnostics-calls.ts';

function Diagnostics({ data }: { readonly data: QualityDiagnostics }) {
  return (
    <div className="ad-result">
      <Notice tone={data.has_issue ? 'error' : 'success'}>
        {data.has_issue
          ? 'Over 50% of the predictions are defaults or even probabilities: recalculate the predictions.'
          : 'Predictions look healthy.'}
      </Notice>
      <Stats>
        <Stat label="Sample size" value={data.sample_size} />
        <Stat
          label="Default predictions"
          value={`${data.issues.default_predictions} (${formatPercent(data.issues.percentage_defaults, 2)})`}
        />
        <Stat
          label="Even probabilities"
          value={`${data.issues.even_probabilities} (${formatPercent(data.issues.percentage_even_probs, 2)})`}
        />
        <Stat label="Average home goals" value={data.averages.home_goals.toFixed(2)} />
        <Stat label="Average away goals" value={data.averages.away_goals.toFixed(2)} />
        {data.accuracy ? (
          <Stat label="Outcome accuracy" value={formatPercent(data.accuracy.outcome_accuracy, 2)} />
        ) : null}
      </Stats>
      <h3 className="ad-subtitle">Sample predictions</h3>
      <table className="ad-table">
        <thead>
          <tr>
            <th scope="col">Fixture</th>
            <th scope="col">Goals</th>
            <th scope="col">Home</th>
            <th scope="col">Draw</th>
            <th scope="col">Away</th>
          </tr>
        </thead>
        <tbody>
          {firstTen(data.sample_predictions).map((row) => (
            <tr key={row.fixture_id}>
              <th scope="row">
                {row.home_team} vs {row.away_team}
              </th>
              <td>
                {row.home_goals.toFixed(2)} - {row.away_goals.toFixed(2)}
              </td>
              <td>{formatShare(row.prob_home)}</td>
              <td>{formatShare(row.prob_draw)}</td>
              <td>{formatShare(row.prob_away)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function QualityDiagnosticsSection({ token }: { readonly token: string }) {
  const diagnostics = useAction(getQualityDiagnostics, () => 'Failed to load diagnostics');
  const recalculation = useAction(recalculateAndWait, (error) => `Recalculation failed: ${failureMessage(error)}`);
  const accuracy = useCalculateAccuracy();
  return (
    <AdminSection
      title="Prediction Quality Diagnostics"
      description={
        <p>
          Default values (around 1.1 goals) or even probabilities in over half the predictions flag an issue.
        </p>
      }
    >
      <ActionRow>
        <Button onClick={() => void diagnostics.run()} busy={diagnostics.busy}>
          Run Diagnostics
        </Button>
        <Button
          variant="danger"
          busy={recalculation.busy}
          onClick={() => {
            if (confirmAction(RECALCULATE_CONFIRM)) void recalculation.run(token);
          }}
        >
          {recalculation.busy ? 'Recalculating...' : 'Recalculate Predictions'}
        </Button>
        <CalculateAccuracyButton accuracy={accuracy} token={token} />
      </ActionRow>
      {diagnostics.state.status === 'failed' ? (
        <Notice tone="error">{diagnostics.state.message}</Notice>
      ) : null}
      {diagnostics.state.status === 'done' ? <Diagnostics data={diagnostics.state.data} /> : null}
      {recalculation.state.status === 'failed' ? (
        <Notice tone="error">{recalculation.state.message}</Notice>
      ) : null}
      {recalculation.state.status === 'done' ? (
        <RecalculationSummary result={recalculation.state.data} />
      ) : null}
      <CalculateAccuracyOutcome accuracy={accuracy} />
    </AdminSection>
  );
}
