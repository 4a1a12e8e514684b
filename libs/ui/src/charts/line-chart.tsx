import type { ReactNode } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_PROPS, CHART_MARGIN, GRID_PROPS, LEGEND_PROPS, TOOLTIP_PROPS, VALUE_AXIS_WIDTH } from './axis-style.ts';
import { ChartFrame, KEYBOARD_HINT } from './chart-frame.tsx';
import { colorOf, plainNumber, seriesColumns, type ChartSeries } from './series.ts';

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
    </ChartFrame>
  );
}
