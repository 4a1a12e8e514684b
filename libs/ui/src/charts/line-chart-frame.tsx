// The frame of a line chart (title, description, the figures as a table) around a drawing, without
// the chart library: LineChartView puts LineDrawing in it at once, DeferredLineChartView when the
// frame nears the screen.
import type { ReactNode } from 'react';
import { ChartFrame, type ChartViewProps } from './chart-frame.tsx';
import { plainNumber, seriesColumns, type ChartSeries } from './series.ts';

export interface LineChartViewProps<Row extends object> extends ChartViewProps {
  readonly data: readonly Row[];
  /** The field along the x axis, and its name in the table. */
  readonly x: { readonly key: Extract<keyof Row, string>; readonly label: string };
  readonly series: readonly ChartSeries[];
  readonly yDomain?: readonly [number, number];
}

export function LineChartFrame<Row extends object>({
  props,
  children,
}: {
  readonly props: LineChartViewProps<Row>;
  readonly children: ReactNode;
}) {
  const { title, description, data, x, series, formatValue = plainNumber, height = 260, showTable, headingLevel } = props;
  return (
    <ChartFrame
      title={title}
      description={description}
      height={height}
      showTable={showTable}
      headingLevel={headingLevel}
      table={{ columns: seriesColumns<Row>(x, series, formatValue), rows: data }}
    >
      {children}
    </ChartFrame>
  );
}
