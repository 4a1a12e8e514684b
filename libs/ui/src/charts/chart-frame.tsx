import { useId, type ReactNode } from 'react';
import { cx } from '../components/cx.ts';
import { ChartDataTable, type ChartTableProps } from './data-table.tsx';

export interface ChartFrameProps<Row> {
  readonly title: string;
  readonly description?: ReactNode;
  /** The numbers drawn, as a table; visually hidden unless `showTable`. */
  readonly table: Omit<ChartTableProps<Row>, 'caption'> & { readonly caption?: string };
  /** Shows the table under the chart too (for readers who want the exact figures). */
  readonly showTable?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
  /** Height of the drawing in CSS pixels. */
  readonly height: number;
  /**
   * The narrowest the drawing can be and stay legible (a grid of labelled cells). Narrower screens
   * scroll it sideways inside a focusable region named after the chart, instead of squeezing it.
   */
  readonly minWidth?: number;
  readonly className?: string;
  readonly children: ReactNode;
}

/**
 * A chart with a title, an optional description, and its data as a table. The drawing is hidden
 * from assistive technology (a chart library's SVG is a pile of paths to a screen reader); the
 * figure is named by its title and described by the description, and the table carries the numbers.
 */
export function ChartFrame<Row>({
  title,
  description,
  table,
  showTable = false,
  headingLevel = 3,
  height,
  minWidth,
  className,
  children,
}: ChartFrameProps<Row>) {
  const titleId = useId();
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <figure
      className={cx('sl-chart', className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <figcaption className="sl-chart__caption">
        <Heading id={titleId} className="sl-chart__title">
          {title}
        </Heading>
        {description ? (
          <p id={descriptionId} className="sl-chart__description">
            {description}
          </p>
        ) : null}
      </figcaption>
      {minWidth === undefined ? (
        <div className="sl-chart__drawing" style={{ height }} aria-hidden="true" data-testid="chart-drawing">
          {children}
        </div>
      ) : (
        // The scroller is outside the hidden drawing: it must be reachable by keyboard to scroll
        // (axe scrollable-region-focusable), and nothing focusable may sit inside aria-hidden.
        <div className="sl-chart__scroller" tabIndex={0} role="group" aria-label={`${title} (scrolls sideways)`}>
          <div
            className="sl-chart__drawing"
            style={{ height, minWidth }}
            aria-hidden="true"
            data-testid="chart-drawing"
          >
            {children}
          </div>
        </div>
      )}
      <div className={showTable ? 'sl-chart__table-wrap' : 'sl-visually-hidden'}>
        <ChartDataTable caption={table.caption ?? title} columns={table.columns} rows={table.rows} />
      </div>
    </figure>
  );
}
