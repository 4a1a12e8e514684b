import { failureMessage } from '@scoreline/api-client';
import type { AccuracySummary, ProductionAccuracyBreakdown, SandboxComparison } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { useState } from 'react';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { compareWithSandbox, getAccuracyBreakdown } from '../api/accuracy-diagnostics-calls.ts';
import { AccuracyBreakdownChart } from './accuracy-breakdown-chart.tsx';
import { MarketComparisonChart } from './market-comparison-chart.tsx';

const RANGE_LABELS: Record<keyof ProductionAccuracyBreakdown['by_gameweek_range'], string> = {
  'early_season_GW1-10': 'Early season (GW1-10)',
  'mid_season_GW11-28': 'Mid season (GW11-28)',
  'late_season_GW29-38': 'Late season (GW29-38)',
};

/** One row per group: how many predictions or fixtures it has and its two accuracies. */
interface AccuracyRow {
  readonly label: string;
  readonly count: number;
  /** Null where the group has no finished match to score. */
  readonly outcome_accuracy: number | null;
  readonly score_accuracy: number | null;
}

function AccuracyTable({ groupLabel, countLabel, rows }: { readonly groupLabel: string; readonly countLabel: string; readonly rows: readonly AccuracyRow[] }) {
  // Focusable: on a narrow screen the table scrolls sideways, and the keyboard must reach it.
  return (
    <table className="ad-table" tabIndex={0}>
      <thead>
        <tr>
          <th scope="col">{groupLabel}</th>
          <th scope="col">{countLabel}</th>
          <th scope="col">Outcome accuracy</th>
          <th scope="col">Exact score accuracy</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.count}</td>
            <td>{formatPercent(row.outcome_accuracy, 2)}</td>
            <td>{formatPercent(row.score_accuracy, 2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SummaryRows({ rows }: { readonly rows: readonly (readonly [string, AccuracySummary])[] }) {
  return <AccuracyTable groupLabel="Group" countLabel="Predictions" rows={rows.map(([label, row]) => ({ label, count: row.total, ...row }))} />;
}

function Breakdown({ data }: { readonly data: ProductionAccuracyBreakdown }) {
  const seasons = Object.entries(data.by_season).sort(([a], [b]) => a.localeCompare(b));
  const ranges = Object.entries(data.by_gameweek_range).map(
    ([key, row]) => [RANGE_LABELS[key as keyof typeof RANGE_LABELS], row] as const,
  );
  return (
    <div className="ad-result">
      <Stats>
        <Stat label="Predictions judged" value={data.overall.total} />
        <Stat label="Outcome accuracy" value={formatPercent(data.overall.outcome_accuracy, 2)} />
        <Stat label="Exact score accuracy" value={formatPercent(data.overall.score_accuracy, 2)} />
      </Stats>
      <AccuracyBreakdownChart seasons={seasons} ranges={ranges} />
      {data.market ? (
        <MarketComparisonChart market={data.market} rangeLabels={RANGE_LABELS} />
      ) : (
        <p className="ad-note">No market figure: the fixtures carry no closing odds.</p>
      )}
      <h3 className="ad-subtitle">By season</h3>
      <SummaryRows rows={[...seasons, ['Overall', data.overall] as const]} />
      <h3 className="ad-subtitle">By gameweek range</h3>
      <SummaryRows rows={ranges} />
      {data.diagnosis.length > 0 ? (
        <>
          <h3 className="ad-subtitle">Diagnosis</h3>
          <ul className="ad-list">
            {data.diagnosis.map((entry) => (
              <li key={entry.issue} className={`ad-severity--${entry.severity}`}>
                <strong>{entry.severity.toUpperCase()}</strong>: {entry.issue} — {entry.solution}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Comparison({ data }: { readonly data: SandboxComparison }) {
  return (
    <div className="ad-result">
      <AccuracyTable
        groupLabel="Side"
        countLabel="Fixtures"
        rows={[
          { label: `Sandbox (${data.sandbox.name})`, count: data.sandbox.total_fixtures, ...data.sandbox },
          { label: `Production (${data.production.name})`, count: data.production.total_fixtures, ...data.production },
        ]}
      />
      <p>
        Difference: {data.difference.outcome_accuracy >= 0 ? '+' : ''}
        {data.difference.outcome_accuracy.toFixed(2)} points outcome,{' '}
        {data.difference.score_accuracy >= 0 ? '+' : ''}
        {data.difference.score_accuracy.toFixed(2)} points exact score (
        {data.analysis.is_significant ? 'significant' : 'not significant'}).
      </p>
      <p className="ad-note">Likely cause: {data.analysis.likely_cause}</p>
    </div>
  );
}

export function AccuracyDiagnosticsSection({ token }: { readonly token: string }) {
  const [weightSet, setWeightSet] = useState('default');
  const breakdown = useAction(
    () => getAccuracyBreakdown(token),
    () => 'Failed to get breakdown',
  );
  const comparison = useAction(compareWithSandbox, (error) => failureMessage(error, 'Failed to compare'));
  return (
    <AdminSection
      title="Accuracy Diagnostics"
      description={
        <p>
          Production accuracy by season and gameweek range, and production against a sandbox weight set on the
          same fixtures.
        </p>
      }
    >
      <ActionRow>
        <Button onClick={() => void breakdown.run()} busy={breakdown.busy}>
          Analyze Accuracy
        </Button>
        <label className="ad-field ad-field--inline">
          <span>Weight set</span>
          <input value={weightSet} onChange={(event) => setWeightSet(event.target.value)} />
        </label>
        <Button
          variant="secondary"
          onClick={() => void comparison.run(weightSet.trim() || 'default')}
          busy={comparison.busy}
        >
          Compare vs Sandbox
        </Button>
      </ActionRow>
      {breakdown.state.status === 'failed' ? <Notice tone="error">{breakdown.state.message}</Notice> : null}
      {breakdown.state.status === 'done' ? <Breakdown data={breakdown.state.data} /> : null}
      {comparison.state.status === 'failed' ? <Notice tone="error">{comparison.state.message}</Notice> : null}
      {comparison.state.status === 'done' ? <Comparison data={comparison.state.data} /> : null}
    </AdminSection>
  );
}
