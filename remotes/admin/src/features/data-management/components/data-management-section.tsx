import { Button } from '@scoreline/ui';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice } from '../../../components/notice.tsx';
import { CalculateAccuracyButton, CalculateAccuracyOutcome, useCalculateAccuracy } from '../../../components/calculate-accuracy.tsx';
import { REFRESH_SEASONS } from '../api/refresh-calls.ts';
import { useRefreshAllSeasons } from '../hooks/use-refresh-all-seasons.ts';
import { RefreshProgressChart } from './refresh-progress-chart.tsx';
import { RefreshProgressList } from './refresh-progress-list.tsx';

export function DataManagementSection({ token }: { readonly token: string }) {
  const { run, refreshAll } = useRefreshAllSeasons(token);
  const accuracy = useCalculateAccuracy();
  return (
    <AdminSection
      title="Data Management"
      description={
        <p>
          Refresh fixtures and results for the {REFRESH_SEASONS[0]}-{REFRESH_SEASONS.at(-1)} seasons, the live one included
          (10-15 minutes), then calculate accuracy.
        </p>
      }
    >
      <ActionRow>
        <Button onClick={() => void refreshAll()} busy={run.running}>
          {run.running ? 'Refreshing...' : 'Refresh All Seasons'}
        </Button>
        <CalculateAccuracyButton accuracy={accuracy} token={token} />
      </ActionRow>
      {run.startErrors.map((text) => (
        <Notice key={text} tone="error">
          {text}
        </Notice>
      ))}
      {run.status ? <RefreshProgressList status={run.status} /> : null}
      {run.status ? <RefreshProgressChart status={run.status} /> : null}
      {run.outcome ? <Notice tone={run.outcome.tone}>{run.outcome.text}</Notice> : null}
      <CalculateAccuracyOutcome accuracy={accuracy} />
    </AdminSection>
  );
}
