import { failureMessage } from '@scoreline/api-client';
import type { CalibrationResponse } from '@scoreline/contracts';
import { Button } from '@scoreline/ui';
import { BarChartView, ScatterChartView } from '@scoreline/ui/charts';
import { ActionRow, AdminSection } from '../../../components/admin-section.tsx';
import { Notice, Stat, Stats } from '../../../components/notice.tsx';
import { useAction } from '../../../hooks/use-action.ts';
import { getCalibration } from '../api/get-calibration.ts';
import { formatShare } from '@scoreline/ui/format';

const binLabel = (bin: CalibrationResponse['bins'][number]) => `${formatShare(bin.from)}-${formatShare(bin.to)}`;

function Plot({ data }: { readonly data: CalibrationResponse }) {
  const filled = data.bins.filter(
    (bin) => bin.count > 0 && bin.predicted_mean !== null && bin.observed_frequency !== null,
  );
  if (filled.length === 0)
    return <Notice tone="info">No finished fixture has a stored prediction yet.</Notice>;
  return (
    <div className="ad-result">
      <Stats>
        <Stat label="Fixtures" value={data.fixtures} />
        <Stat label="Forecasts" value={data.forecasts} />
        <Stat
          label="Calibration error"
          value={
            data.expected_calibration_error === null
              ? '—'
              : `${(data.expected_calibration_error * 100).toFixed(1)} points`
          }
        />
      </Stats>
      <div className="ad-charts">
        <ScatterChartView
          title="Calibration"
          description="Each point is a probability bin: the mean predicted probability against how often the outcome happened. Points on the diagonal are perfectly calibrated."
          series={[
            {
              label: 'Probability bins',
              points: filled.map((bin) => ({
                x: bin.predicted_mean!,
                y: bin.observed_frequency!,
                label: `${binLabel(bin)} (${bin.count} forecasts)`,
              })),
            },
          ]}
          xAxis={{ label: 'Predicted probability', domain: [0, 1] }}
          yAxis={{ label: 'Observed frequency', domain: [0, 1] }}
          diagonal
          formatValue={formatShare}
        />
        <BarChartView
          title="Forecasts per bin"
          data={data.bins.map((bin) => ({ bin: binLabel(bin), count: bin.count }))}
          category={{ key: 'bin', label: 'Predicted probability' }}
          series={[{ key: 'count', label: 'Forecasts' }]}
          height={220}
        />
      </div>
    </div>
  );
}

/** A calibration plot of the production probabilities on finished fixtures. */
export function CalibrationSection({ token }: { readonly token: string }) {
  const calibration = useAction(getCalibration, (error) => failureMessage(error, 'Failed to load calibration'));
  return (
    <AdminSection
      title="Probability Calibration"
      description={
        <p>
          Do the matches the model gives 30% happen 30% of the time? Every finished fixture gives three
          forecasts.
        </p>
      }
    >
      <ActionRow>
        <Button onClick={() => void calibration.run(token)} busy={calibration.busy}>
          Show Calibration
        </Button>
      </ActionRow>
      {calibration.state.status === 'failed' ? (
        <Notice tone="error">{calibration.state.message}</Notice>
      ) : null}
      {calibration.state.status === 'done' ? <Plot data={calibration.state.data} /> : null}
    </AdminSection>
  );
}
