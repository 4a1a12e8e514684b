// The drawing of a line chart (recharts), apart from its frame: LineChartView draws it at once, and
// DeferredLineChartView (deferred.tsx) loads this module only when its frame nears the screen.
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_PROPS, CHART_MARGIN, GRID_PROPS, LEGEND_PROPS, TOOLTIP_PROPS, VALUE_AXIS_WIDTH } from './axis-style.ts';
import { KEYBOARD_HINT } from './chart-frame.tsx';
import { colorOf, plainNumber, type ChartSeries } from './series.ts';

export interface LineDrawingProps<Row extends object> {
  /** Names the drawing for a keyboard or screen reader. */
  readonly title: string;
  readonly data: readonly Row[];
  readonly x: { readonly key: Extract<keyof Row, string>; readonly label: string };
  readonly series: readonly ChartSeries[];
  readonly yDomain?: readonly [number, number] | undefined;
  readonly formatValue?: ((value: number) => string) | undefined;
}

/** One line per series over an ordered x. */
export function LineDrawing<Row extends object>({ title, data, x, series, yDomain, formatValue = plainNumber }: LineDrawingProps<Row>) {
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: '100%' }}
      data={[...data]}
      margin={CHART_MARGIN}
      aria-label={`${title}. ${KEYBOARD_HINT}`}
    >
      <CartesianGrid {...GRID_PROPS} />
      <XAxis dataKey={x.key} {...AXIS_PROPS} />
      <YAxis
        {...AXIS_PROPS}
        domain={yDomain ? [...yDomain] : undefined}
        tickFormatter={(value: number) => formatValue(value)}
        width={VALUE_AXIS_WIDTH}
      />
      <Tooltip {...TOOLTIP_PROPS} formatter={(value) => (typeof value === 'number' ? formatValue(value) : value)} />
      {series.length > 1 ? <Legend {...LEGEND_PROPS} /> : null}
      {series.map((one, index) => (
        <Line
          key={one.key}
          type="monotone"
          dataKey={one.key}
          name={one.label}
          stroke={colorOf(one, index)}
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
          connectNulls
        />
      ))}
    </LineChart>
  );
}

export default LineDrawing;
