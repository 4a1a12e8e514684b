import { useId, useRef } from 'react';
import { MODEL_FAMILY_LABELS, type ExperimentDetail } from '@scoreline/contracts';
import { Badge, Button, useDialogFocus } from '@scoreline/ui';
import { Modal } from '@scoreline/ui/admin';
import { LineChartView } from '@scoreline/ui/charts';
import { DixonColesParameterList, familyOf } from '../../../components/model-summary.tsx';
import { formatPercent } from '@scoreline/ui/format';
import { seasonLabel } from '../../../lib/format.ts';

/** docs/product.md §9: sample lists show the first 10 predictions. */
export const SAMPLE_SIZE = 10;

export interface ExperimentDetailModalProps {
  readonly detail: ExperimentDetail;
  readonly onClose: () => void;
}

/** One experiment: its figures, accuracy by gameweek as a chart, and a sample of its predictions. */
export function ExperimentDetailModal({ detail, onClose }: ExperimentDetailModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useDialogFocus(closeRef, onClose);

  const results = detail.accuracy_results;
  const sample = detail.predictions.slice(0, SAMPLE_SIZE);
  return (
    <Modal titleId={titleId} onBackdropClick={onClose}>
      <div className="sl-section__head">
        <h2 id={titleId}>{detail.name}</h2>
        <Button ref={closeRef} variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="sl-meta">
        {detail.weight_set_name} · {MODEL_FAMILY_LABELS[familyOf(detail)]} · {seasonLabel(detail.test_season)} · GW{detail.gameweek_start}-
        {detail.gameweek_end}
      </p>
      {detail.model?.family === 'dixon_coles' ? (
        <DixonColesParameterList parameters={detail.model.parameters} label={`Dixon–Coles parameters of ${detail.name}`} />
      ) : null}
      <dl className="sl-pairs">
        <div>
          <dt>Outcome accuracy</dt>
          <dd>{formatPercent(results.outcome_accuracy)}</dd>
        </div>
        <div>
          <dt>Exact score accuracy</dt>
          <dd>{formatPercent(results.score_accuracy)}</dd>
        </div>
        <div>
          <dt>Outcomes correct</dt>
          <dd>
            {results.outcome_correct} / {results.total}
          </dd>
        </div>
      </dl>
      <LineChartView
        title="Accuracy by gameweek"
        description="Outcome and exact-score accuracy of each gameweek's matches."
        data={detail.accuracy_by_gameweek}
        x={{ key: 'gameweek', label: 'Gameweek' }}
        series={[
          { key: 'outcome_accuracy', label: 'Outcome accuracy' },
          { key: 'score_accuracy', label: 'Exact score accuracy' },
        ]}
        yDomain={[0, 100]}
        formatValue={formatPercent}
      />
      <div className="sl-table-wrap">
        <table className="sl-table">
          <caption>
            Sample predictions (first {sample.length} of {detail.predictions.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Match</th>
              <th scope="col">Actual</th>
              <th scope="col">Predicted</th>
              <th scope="col">Outcome</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {sample.map((prediction) => (
              <tr key={prediction.fixture_id}>
                <th scope="row">
                  {prediction.home_team} vs {prediction.away_team}
                </th>
                <td>{prediction.actual_score}</td>
                <td>{prediction.predicted_score}</td>
                <td>
                  <Badge tone={prediction.outcome_correct ? 'home' : 'neutral'}>
                    {prediction.outcome_correct ? 'Correct' : 'Wrong'}
                  </Badge>
                </td>
                <td>
                  <Badge tone={prediction.score_correct ? 'home' : 'neutral'}>
                    {prediction.score_correct ? 'Exact' : 'Missed'}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
