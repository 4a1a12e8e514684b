import {
  CartesianGrid,
  Legend,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS_PROPS, CHART_MARGIN, GRID_PROPS, LEGEND_PROPS, TOOLTIP_PROPS, VALUE_AXIS_WIDTH } from './axis-style.ts';
import { ChartFrame, type ChartViewProps, KEYBOARD_HINT } from './chart-frame.tsx';
import type { ChartColumn } from './data-table.tsx';
import { CHART_COLORS, seriesColor } from './palette.ts';
import { plainNumber } from './series.ts';

export interface ScatterPoint {
  readonly x: number;
  readonly y: number;
  /** Names the point in the table (a fixture, a probability bucket). */
  readonly label?: string;
}

export interface ScatterSeries {
  readonly label: string;
  readonly points: readonly ScatterPoint[];
  readonly color?: string;
}

export interface ScatterChartViewProps extends ChartViewProps {
  readonly series: readonly ScatterSeries[];
  readonly xAxis: { readonly label: string; readonly domain?: readonly [number, number] };
  readonly yAxis: { readonly label: string; readonly domain?: readonly [number, number] };
  /** Draws y = x: where a calibrated forecast's points should lie. */
  readonly diagonal?: boolean;
}

interface TableRow {
  readonly series: string;
  readonly point: ScatterPoint;
}

/** Points on two numeric axes (a calibration plot: forecast probability against observed rate). */
export function ScatterChartView({
  title,
  description,
  series,
  xAxis,
  yAxis,
  diagonal = false,
  formatValue = plainNumber,
  height = 300,
  showTable,
  headingLevel,
}: ScatterChartViewProps) {
  const rows: TableRow[] = series.flatMap((one) => one.points.map((point) => ({ series: one.label, point })));
  const columns: ChartColumn<TableRow>[] = [
    {
      key: 'point',
      label: series.length > 1 ? 'Series' : 'Point',
      cell: (row) => (row.point.label ? `${row.series}: ${row.point.label}` : row.series),
    },
    { key: 'x', label: xAxis.label, cell: (row) => formatValue(row.point.x) },
    { key: 'y', label: yAxis.label, cell: (row) => formatValue(row.point.y) },
  ];
  const diagonalEnds = xAxis.domain ?? [0, 1];
  return (
    <ChartFrame
      title={title}
      description={description}
      height={height}
      showTable={showTable}
      headingLevel={headingLevel}
      table={{ columns, rows }}
    >
      <ScatterChart
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={CHART_MARGIN}
        aria-label={`${title}. ${KEYBOARD_HINT}`}
      >
        <CartesianGrid {...GRID_PROPS} />
        <XAxis
          {...AXIS_PROPS}
          type="number"
          dataKey="x"
          name={xAxis.label}
          domain={xAxis.domain ? [...xAxis.domain] : undefined}
          tickFormatter={(value: number) => formatValue(value)}
        />
        <YAxis
          {...AXIS_PROPS}
          type="number"
          dataKey="y"
          name={yAxis.label}
          domain={yAxis.domain ? [...yAxis.domain] : undefined}
          tickFormatter={(value: number) => formatValue(value)}
          width={VALUE_AXIS_WIDTH}
        />
        {diagonal ? (
          <ReferenceLine
            segment={[
              { x: diagonalEnds[0], y: diagonalEnds[0] },
              { x: diagonalEnds[1], y: diagonalEnds[1] },
            ]}
            stroke={CHART_COLORS.muted}
            strokeDasharray="4 4"
          />
        ) : null}
        <Tooltip
          {...TOOLTIP_PROPS}
          formatter={(value) => (typeof value === 'number' ? formatValue(value) : value)}
        />
        {series.length > 1 ? <Legend {...LEGEND_PROPS} /> : null}
        {series.map((one, index) => (
          <Scatter
            key={one.label}
            name={one.label}
            data={[...one.points]}
            fill={one.color ?? seriesColor(index)}
            isAnimationActive={false}
          />
        ))}
      </ScatterChart>
    </ChartFrame>
  );
}
