import type { ReactNode } from 'react';

export interface ChartColumn<Row> {
  readonly key: string;
  readonly label: string;
  /** The cell's text; defaults to the row's value under `key`. */
  readonly cell?: (row: Row) => ReactNode;
}

export interface ChartTableProps<Row> {
  readonly caption: string;
  readonly columns: readonly ChartColumn<Row>[];
  readonly rows: readonly Row[];
}

function defaultCell(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '–';
  return typeof value === 'number' || typeof value === 'string' ? value : String(value);
}

/**
 * The chart's numbers as a table: what a screen reader reads instead of the drawing, and what a
 * reader whose browser drew no SVG still gets. The first column heads each row.
 */
export function ChartDataTable<Row>({ caption, columns, rows }: ChartTableProps<Row>) {
  return (
    <table className="sl-chart__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {columns.map((column, columnIndex) => {
              const content = column.cell ? column.cell(row) : defaultCell(row, column.key);
              return columnIndex === 0 ? (
                <th key={column.key} scope="row">
                  {content}
                </th>
              ) : (
                <td key={column.key}>{content}</td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
