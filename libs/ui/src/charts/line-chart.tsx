import type { ReactNode } from 'react';
import { ChartFrame } from './chart-frame.tsx';
import { LineDrawing } from './line-drawing.tsx';
import { plainNumber, seriesColumns, type ChartSeries } from './series.ts';

export interface LineChartViewProps<Row extends object> {
  readonly title: string;
  readonly description?: ReactNode;
  readonly data: readonly Row[];
  /** The field along the x axis, and its name in the table. */
  readonly x: { readonly key: Extract<keyof Row, string>; readonly label: string };
  readonly series: readonly ChartSeries[];
  readonly yDomain?: readonly [number, number];
  /** How a value reads on the axis, in the tooltip and in the table (e.g. `v => `${v}%``). */
  readonly formatValue?: (value: number) => string;
  readonly height?: number;
  readonly showTable?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
}

/** Values over an ordered x (gameweeks, dates): one line per series. */
export function LineChartView<Row extends object>({
  title,
  description,
  data,
  x,
  series,
  yDomain,
  formatValue = plainNumber,
  height = 260,
  showTable,
  headingLevel,
}: LineChartViewProps<Row>) {
  return (
    <ChartFrame
      title={title}
      description={description}
      height={height}
      showTable={showTable}
      headingLevel={headingLevel}
      table={{ columns: seriesColumns<Row>(x, series, formatValue), rows: data }}
    >
      <LineDrawing title={title} data={data} x={x} series={series} yDomain={yDomain} formatValue={formatValue} />
    </ChartFrame>
  );
}
