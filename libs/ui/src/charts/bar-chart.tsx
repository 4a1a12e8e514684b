import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_PROPS,
  CATEGORY_AXIS_HEIGHT,
  CHART_MARGIN,
  GRID_PROPS,
  LEGEND_PROPS,
  TOOLTIP_PROPS,
  VALUE_AXIS_WIDTH,
  WrappedCategoryTick,
  categoryChartMinWidth,
} from './axis-style.ts';
import { ChartFrame, type ChartViewProps, KEYBOARD_HINT } from './chart-frame.tsx';
import { colorOf, plainNumber, seriesColumns, type ChartSeries } from './series.ts';

export interface BarChartViewProps<Row extends object> extends ChartViewProps {
  readonly data: readonly Row[];
  /** The field naming each group of bars, and its name in the table. */
  readonly category: { readonly key: Extract<keyof Row, string>; readonly label: string };
  readonly series: readonly ChartSeries[];
  /** 'horizontal' bars read better with long category names (experiment or config names). */
  readonly orientation?: 'vertical' | 'horizontal';
  readonly valueDomain?: readonly [number, number];
}

/** Values side by side per category: one bar per series in each group. */
export function BarChartView<Row extends object>({
  title,
  description,
  data,
  category,
  series,
  orientation = 'vertical',
  valueDomain,
  formatValue = plainNumber,
  height = 260,
  showTable,
  headingLevel,
}: BarChartViewProps<Row>) {
  const horizontal = orientation === 'horizontal';
  const valueAxis = {
    ...AXIS_PROPS,
    type: 'number' as const,
    domain: valueDomain ? [...valueDomain] : undefined,
    tickFormatter: (value: number) => formatValue(value),
  };
  // Every category is labelled (interval 0): recharts would otherwise drop the labels that do not fit.
  const categoryAxis = { ...AXIS_PROPS, type: 'category' as const, dataKey: category.key, interval: 0 };
  // Along the bottom, every label whole: a screen too narrow for them scrolls the drawing instead.
  const minWidth = horizontal ? undefined : categoryChartMinWidth(data.map((row) => String(row[category.key])));
  return (
    <ChartFrame
      title={title}
      description={description}
      height={height}
      minWidth={minWidth}
      showTable={showTable}
      headingLevel={headingLevel}
      table={{ columns: seriesColumns<Row>(category, series, formatValue), rows: data }}
    >
      <BarChart
        responsive
        style={{ width: '100%', height: '100%' }}
        data={[...data]}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={CHART_MARGIN}
        aria-label={`${title}. ${KEYBOARD_HINT}`}
      >
        <CartesianGrid {...GRID_PROPS} />
        {horizontal ? (
          <>
            <XAxis {...valueAxis} />
            <YAxis {...categoryAxis} width={VALUE_AXIS_WIDTH} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} height={CATEGORY_AXIS_HEIGHT} tick={<WrappedCategoryTick />} />
            <YAxis {...valueAxis} width={VALUE_AXIS_WIDTH} />
          </>
        )}
        <Tooltip
          {...TOOLTIP_PROPS}
          cursor={{ fill: 'rgb(255 255 255 / 0.06)' }}
          formatter={(value) => (typeof value === 'number' ? formatValue(value) : value)}
        />
        {series.length > 1 ? <Legend {...LEGEND_PROPS} /> : null}
        {series.map((one, index) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.label}
            fill={colorOf(one, index)}
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
