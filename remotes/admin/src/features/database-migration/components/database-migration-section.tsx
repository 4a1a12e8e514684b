import { failureMessage } from '@scoreline/api-client';
import type { MigrationCheck, MigrationResult } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { confirmAction } from '../../../lib/confirm.ts';
import { formatPercent, formatShare } from '@scoreline/ui/format';
import { firstTen } from '../../../lib/format.ts';
import { checkMigration, runMigration } from '../api/database-migration-calls.ts';

export const RUN_MIGRATION_CONFIRM =
  'Run the predicted-outcome migration on every stored prediction without one?';

function Check({ data }: { readonly data: MigrationCheck }) {
  return (
    <div className="ad-result">
      <Notice tone={data.needs_migration ? 'warning' : 'success'}>
        {data.needs_migration ? 'Migration needed' : 'No migration needed'}
      </Notice>
      <Stats>
        <Stat label="Total predictions" value={data.total_predictions} />
        <Stat label="Missing predicted outcome" value={data.missing_predicted_outcome} />
        <Stat label="Missing" value={formatPercent(data.percentage_missing, 2)} />
      </Stats>
      {data.sample_predictions.length > 0 ? (
        <ul className="ad-list">
          {firstTen(data.sample_predictions).map((row) => (
            <li key={row.prediction_id}>
              {row.home_team ?? '?'} vs {row.away_team ?? '?'}: home{' '}
              {formatShare(row.probabilities.home)}, draw {formatShare(row.probabilities.draw)},
              away {formatShare(row.probabilities.away)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Result({ data }: { readonly data: MigrationResult }) {
  const tone = data.status === 'success' ? 'success' : data.status === 'partial' ? 'warning' : 'error';
  return (
    <div className="ad-result">
      <Notice tone={tone}>{data.message}</Notice>
      <Stats>
        <Stat label="Found" value={data.found} />
        <Stat label="Updated" value={data.updated} />
        <Stat label="Errors" value={data.errors} />
        <Stat label="Remaining" value={data.remaining} />
      </Stats>
      {data.error_details.length > 0 ? (
        <ul className="ad-list">
          {firstTen(data.error_details).map((entry) => (
            <li key={entry.prediction_id}>
              {entry.prediction_id}: {entry.error}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function DatabaseMigrationSection({ token }: { readonly token: string }) {
  const check = useAction(checkMigration, () => 'Failed to check migration status');
  const migration = useAction(runMigration, (error) => `Migration failed: ${failureMessage(error)}`);
  return (
    <AdminSection
      title="Database Migration"
      tone="danger"
      description={<p>Backfill the predicted outcome of stored predictions (writes to every prediction missing one).</p>}
    >
      <ActionRow>
        <Button variant="secondary" onClick={() => void check.run(token)} busy={check.busy}>
          Check Status
        </Button>
        <Button
          variant="danger"
          busy={migration.busy}
          onClick={() => {
            if (confirmAction(RUN_MIGRATION_CONFIRM)) void migration.run(token);
          }}
        >
          Run Migration
        </Button>
      </ActionRow>
      {check.state.status === 'failed' ? <Notice tone="error">{check.state.message}</Notice> : null}
      {check.state.status === 'done' ? <Check data={check.state.data} /> : null}
      {migration.state.status === 'failed' ? <Notice tone="error">{migration.state.message}</Notice> : null}
      {migration.state.status === 'done' ? <Result data={migration.state.data} /> : null}
    </AdminSection>
  );
}
