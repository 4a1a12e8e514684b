import { ApiError } from '@scoreline/api-client';
import type { BatchTestDiagnostic, BatchWeightTestResponse } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { confirmAction } from '../../../lib/confirm.ts';
import { INVALID_RESPONSE, runBatchDiagnostic, testAllWeightSets } from '../api/batch-test-calls.ts';

export const BATCH_TEST_CONFIRM =
  'Test every sandbox weight set against production over the 2022-2025 seasons? This usually takes 1-2 minutes.';
const NO_WEIGHT_SETS = 'No sandbox weight sets found. Create weight sets in the Sandbox first!';

/** A 404 is a warning with the server's detail; an invalid structure its own text; else 'Failed to test weights'. */
function describeBatchFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return error.detail || NO_WEIGHT_SETS;
  if (error instanceof Error && error.message === INVALID_RESPONSE) return INVALID_RESPONSE;
  return 'Failed to test weights';
}

const isWarning = (message: string) => message !== INVALID_RESPONSE && message !== 'Failed to test weights';

function Diagnostic({ data }: { readonly data: BatchTestDiagnostic }) {
  return (
    <div className="ad-result">
      <Notice tone={data.overall_status === 'PASS' ? 'success' : 'error'}>
        {data.overall_status}: {data.total_checks - data.failed_checks_count}/{data.total_checks} checks
        passed
      </Notice>
      <ul className="ad-list">
        {data.checks.map((check) => (
          <li key={check.check}>
            <strong>{check.status}</strong> {check.check}: {check.message}
            {check.value !== null ? ` (${check.value})` : ''}
            {check.error ? ` — ${check.error}` : ''}
          </li>
        ))}
      </ul>
      {data.test_fixture ? (
        <p className="ad-note">
          Test fixture: {data.test_fixture.home_team} vs {data.test_fixture.away_team}, actual{' '}
          {data.test_fixture.actual_score}, predicted {data.test_fixture.predicted_score}
        </p>
      ) : null}
      {data.next_steps.length > 0 ? (
        <ul className="ad-list">
          {data.next_steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Results({ data }: { readonly data: BatchWeightTestResponse }) {
  const seasons = Object.keys(data.best_by_season).sort();
  return (
    <div className="ad-result">
      {/* The message names the improvement itself ('… (+3.63 points).'): said once. */}
      <Notice tone={data.recommendation.action === 'promote' ? 'warning' : 'success'}>{data.recommendation.message}</Notice>
      <Stats>
        <Stat
          label="Best overall"
          value={`${data.best_overall.weight_set_name} (${formatPercent(data.best_overall.accuracy, 2)})`}
        />
        <Stat
          label="Production rank"
          value={`#${data.production_performance.rank} (${formatPercent(data.production_performance.accuracy, 2)})`}
        />
        <Stat label="Weight sets tested" value={data.total_weight_sets_tested} />
        <Stat label="Fixtures tested" value={data.total_fixtures_tested} />
      </Stats>
      <p className="ad-note">{data.production_performance.note}</p>
      <table className="ad-table">
        <thead>
          <tr>
            <th scope="col">Weight set</th>
            <th scope="col">Outcome</th>
            <th scope="col">Exact score</th>
            {seasons.map((season) => (
              <th key={season} scope="col">
                {season}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.results.map((row) => (
            <tr key={row.weight_set_id}>
              <th scope="row">{row.weight_set_name}</th>
              <td>{formatPercent(row.overall.accuracy, 2)}</td>
              <td>{formatPercent(row.score_accuracy, 2)}</td>
              {seasons.map((season) => (
                <td key={season}>{formatPercent(row.by_season[season]?.accuracy, 2)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BatchWeightTestingSection({ token }: { readonly token: string }) {
  const diagnostic = useAction(runBatchDiagnostic, () => 'Diagnostic failed');
  const batch = useAction(testAllWeightSets, describeBatchFailure);
  return (
    <AdminSection
      title="Batch Weight Testing"
      description={<p>Every sandbox weight set against production over 2022-2025 (1-2 minutes).</p>}
    >
      <ActionRow>
        <Button variant="secondary" onClick={() => void diagnostic.run(token)} busy={diagnostic.busy}>
          Run Diagnostic
        </Button>
        <Button
          busy={batch.busy}
          onClick={() => {
            if (confirmAction(BATCH_TEST_CONFIRM)) void batch.run(token);
          }}
        >
          {batch.busy ? 'Testing...' : 'Test All Weight Sets'}
        </Button>
      </ActionRow>
      {diagnostic.state.status === 'failed' ? <Notice tone="error">{diagnostic.state.message}</Notice> : null}
      {diagnostic.state.status === 'done' ? <Diagnostic data={diagnostic.state.data} /> : null}
      {batch.state.status === 'failed' ? (
        <Notice tone={isWarning(batch.state.message) ? 'warning' : 'error'}>{batch.state.message}</Notice>
      ) : null}
      {batch.state.status === 'done' ? <Results data={batch.state.data} /> : null}
    </AdminSection>
  );
}
