// @scoreline/ui/charts: the site's one chart library (recharts, docs/engineering.md "Charts") behind
// thin accessible wrappers. A separate entry from @scoreline/ui on purpose: a page that imports the
// buttons and cards never pulls recharts into its bundle (the public home page's budget), only a page
// that draws a chart does.
import './charts.css';

export { AccuracyBarsView } from './accuracy-bars.tsx';
export type { AccuracyBar, AccuracyBarsViewProps } from './accuracy-bars.tsx';
export { BarChartView } from './bar-chart.tsx';
export type { BarChartViewProps } from './bar-chart.tsx';
export { ChartFrame } from './chart-frame.tsx';
export type { ChartFrameProps, ChartViewProps } from './chart-frame.tsx';
export { ChartDataTable } from './data-table.tsx';
export type { ChartColumn, ChartTableProps } from './data-table.tsx';
export { LineChartView } from './line-chart.tsx';
export type { LineChartViewProps } from './line-chart.tsx';
export { CHART_COLORS, SERIES_COLORS, seriesColor } from './palette.ts';
export { TOOLTIP_PROPS } from './axis-style.ts';
export { KEYBOARD_HINT } from './chart-frame.tsx';
export { ScatterChartView } from './scatter-chart.tsx';
export type { ScatterChartViewProps, ScatterPoint, ScatterSeries } from './scatter-chart.tsx';
export type { ChartSeries } from './series.ts';
