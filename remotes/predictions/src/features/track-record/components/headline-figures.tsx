import type { TrackRecordComparison } from '@scoreline/contracts';
import { Card } from '@scoreline/ui';
import { formatPercent } from '@scoreline/ui/format';
import { TRACK_RECORD_TEXTS as T } from '../texts.ts';
import { NO_FIGURE, rpsText } from './format.ts';

/** The four headline figures of one source, each beside the baseline's. */
export function HeadlineFigures({ figures, label }: { readonly figures: TrackRecordComparison; readonly label: string }) {
  const { model, baseline } = figures;
  const items = [
    {
      name: T.outcomeAccuracy,
      value: formatPercent(model.outcome_accuracy, 1, { missing: NO_FIGURE }),
      base: formatPercent(baseline.outcome_accuracy, 1, { missing: NO_FIGURE }),
    },
    {
      name: T.exactAccuracy,
      value: formatPercent(model.exact_score_accuracy, 1, { missing: NO_FIGURE }),
      base: formatPercent(baseline.exact_score_accuracy, 1, { missing: NO_FIGURE }),
    },
    { name: T.rps, value: rpsText(model.rps), base: rpsText(baseline.rps) },
    { name: T.matches, value: String(model.matches), base: null },
  ];
  return (
    <dl className="pr-tr-figures" aria-label={label}>
      {items.map((item) => (
        <Card key={item.name} className="pr-tr-figure">
          <dt className="pr-tr-figure__name">{item.name}</dt>
          <dd className="pr-tr-figure__value">{item.value}</dd>
          {item.base !== null ? <dd className="pr-tr-figure__baseline">{T.baseline(item.base)}</dd> : null}
        </Card>
      ))}
    </dl>
  );
}
