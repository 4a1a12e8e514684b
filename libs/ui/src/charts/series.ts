import type { ChartColumn } from './data-table.tsx';
import { seriesColor } from './palette.ts';

/** One drawn quantity of a line or bar chart: the row field it reads, and its name in legend and table. */
export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  /** Defaults to the palette colour of its position. */
  readonly color?: string;
}

export function colorOf(series: ChartSeries, index: number): string {
  return series.color ?? seriesColor(index);
}

/** The table columns of a category-by-series chart: the category first, then one per series. */
export function seriesColumns<Row>(
  category: { readonly key: string; readonly label: string },
  series: readonly ChartSeries[],
  formatValue: (value: number) => string,
): ChartColumn<Row>[] {
  return [
    { key: category.key, label: category.label },
    ...series.map((one) => ({
      key: one.key,
      label: one.label,
      cell: (row: Row) => {
        const value = (row as Record<string, unknown>)[one.key];
        return typeof value === 'number' ? formatValue(value) : '–';
      },
    })),
  ];
}

export const plainNumber = (value: number): string => String(value);
