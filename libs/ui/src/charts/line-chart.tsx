import { LineChartFrame, type LineChartViewProps } from './line-chart-frame.tsx';
import { LineDrawing } from './line-drawing.tsx';

export type { LineChartViewProps };

/** Values over an ordered x (gameweeks, dates): one line per series. */
export function LineChartView<Row extends object>(props: LineChartViewProps<Row>) {
  const { title, data, x, series, yDomain, formatValue } = props;
  return (
    <LineChartFrame props={props}>
      <LineDrawing title={title} data={data} x={x} series={series} yDomain={yDomain} formatValue={formatValue} />
    </LineChartFrame>
  );
}
