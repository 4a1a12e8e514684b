import { formatPercent } from '../format.ts';
import { BarChartView } from './bar-chart.tsx';

/** One compared item (a rounding configuration, an experiment) and its two accuracies in percent. */
export interface AccuracyBar {
  readonly name: string;
  readonly outcome: number;
  readonly score: number;
}

export interface AccuracyBarsViewProps {
  readonly title: string;
  readonly description: string;
  readonly bars: readonly AccuracyBar[];
  /** What the items are, as the table's first column says it ('Configuration', 'Experiment'). */
  readonly itemLabel: string;
}

/**
 * Outcome and exact-score accuracy side by side for each compared item, as horizontal bars on the
 * 0-100 % scale (long item names read along the bars), tall enough that each pair keeps its label.
 * The sandboxes compare their configurations and experiments with the same picture.
 */
export function AccuracyBarsView({ title, description, bars, itemLabel }: AccuracyBarsViewProps) {
  return (
    <BarChartView
      title={title}
      description={description}
      data={bars}
      category={{ key: 'name', label: itemLabel }}
      series={[
        { key: 'outcome', label: 'Outcome accuracy' },
        { key: 'score', label: 'Exact score accuracy' },
      ]}
      orientation="horizontal"
      valueDomain={[0, 100]}
      formatValue={formatPercent}
      height={Math.max(180, bars.length * 64 + 60)}
    />
  );
}
