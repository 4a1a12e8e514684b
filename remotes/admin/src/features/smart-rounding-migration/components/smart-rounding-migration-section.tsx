import { Button } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useSmartRoundingMigration } from '../hooks/use-smart-rounding-migration.ts';

const STEPS = [
  'Step 1 of 3: backfill predicted_outcome on every stored prediction',
  'Step 2 of 3: recalculate predictions with database metrics',
  'Step 3 of 3: recalculate accuracy',
] as const;

export function SmartRoundingMigrationSection({ token }: { readonly token: string }) {
  const { run, validation, migrate, validate } = useSmartRoundingMigration(token);
  const running = run.phase === 'running';
  return (
    <AdminSection
      title="Smart Rounding Migration"
      tone="danger"
      description={<p>One-time migration in 3 steps that rewrites every stored prediction. Run it once after deploying smart rounding.</p>}
    >
      <ol className="ad-steps">
        {STEPS.map((text, index) => (
          <li key={text} aria-current={running && run.step === index + 1 ? 'step' : undefined}>
            {text}
          </li>
        ))}
      </ol>
      <ActionRow>
        <Button variant="secondary" onClick={() => void validate()} busy={validation.status === 'busy'}>
          Validate Migration Status
        </Button>
        <Button variant="danger" onClick={() => void migrate()} busy={running}>
          {running ? `Running step ${run.step} of 3...` : 'Run Smart Rounding Migration'}
        </Button>
      </ActionRow>
      {running && run.warning ? <Notice tone="warning">{run.warning}</Notice> : null}
      {run.phase === 'done' ? <Notice tone="success">{run.summary}</Notice> : null}
      {run.phase === 'failed' ? <Notice tone="error">{run.message}</Notice> : null}
      {validation.status === 'failed' ? (
        <Notice tone="error">
          {validation.message}
          <span className="ad-note">
            {' '}
            Possible causes: the backend is not deployed, a network error, or an invalid JWT token.
          </span>
        </Notice>
      ) : null}
      {validation.status === 'done' ? (
        <div className="ad-result">
          <Notice tone={validation.data.migration_complete ? 'success' : 'warning'}>
            {validation.data.migration_complete ? 'Migration complete' : 'Migration incomplete'}
          </Notice>
          <Stats>
            <Stat label="Total predictions" value={validation.data.summary.total_predictions} />
            <Stat label="With predicted outcome" value={validation.data.summary.predictions_with_outcome} />
            <Stat label="Coverage" value={formatPercent(validation.data.summary.prediction_coverage_pct, 2)} />
            <Stat label="Accuracy records" value={validation.data.summary.accuracy_records} />
            <Stat label="With smart rounding" value={validation.data.summary.accuracy_with_smart_rounding} />
            <Stat label="Smart rounding" value={formatPercent(validation.data.summary.smart_rounding_pct, 2)} />
          </Stats>
          {validation.data.issues.length > 0 ? (
            <>
              <h3 className="ad-subtitle">Issues</h3>
              <ul className="ad-list">
                {validation.data.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </ul>
            </>
          ) : null}
          {validation.data.recommendations.length > 0 ? (
            <>
              <h3 className="ad-subtitle">Recommendations</h3>
              <ul className="ad-list">
                {validation.data.recommendations.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </AdminSection>
  );
}
