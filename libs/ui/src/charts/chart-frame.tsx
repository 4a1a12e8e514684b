import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../components/cx.ts';
import { ChartDataTable, type ChartTableProps } from './data-table.tsx';

export interface ChartFrameProps<Row> {
  readonly title: string;
  readonly description?: ReactNode;
  /** The numbers drawn, as a table: behind a "Show the figures" disclosure unless `showTable`. */
  readonly table: Omit<ChartTableProps<Row>, 'caption'> & { readonly caption?: string };
  /** Shows the table under the chart, open (for readers who want the exact figures at once). */
  readonly showTable?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
  /** Height of the drawing in CSS pixels. */
  readonly height: number;
  /**
   * The narrowest the drawing can be and stay legible (a grid of labelled cells). Narrower screens
   * scroll it sideways inside a focusable region named after the chart, instead of squeezing it.
   */
  readonly minWidth?: number;
  /** How to read the drawing (a colour scale): under it, before the figures, so the two stay together. */
  readonly legend?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

/** What every chart view takes besides its data: its title and description, how a value reads, its size and heading. */
export interface ChartViewProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** How a value reads on the axis, in the tooltip and in the table (e.g. `v => `${v}%``). */
  readonly formatValue?: (value: number) => string;
  /** Height of the drawing in CSS pixels. */
  readonly height?: number;
  /** Shows the figures' table under the chart, open. */
  readonly showTable?: boolean;
  readonly headingLevel?: 2 | 3 | 4;
}

/**
 * Whether the element's box is narrower than `minWidth`, so what it holds at that width scrolls; kept
 * up to date as it resizes; null where that cannot be measured (no ResizeObserver: before hydration,
 * in a test's DOM). Compared with the minimum, not the content's scroll width: the chart library
 * redraws its drawing to a new width a moment after the box changes, and a box that then keeps its
 * size is not measured again.
 */
function useNarrowerThan(ref: RefObject<HTMLElement | null>, minWidth: number | undefined): boolean | null {
  const [narrower, setNarrower] = useState<boolean | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || minWidth === undefined || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setNarrower(element.clientWidth + 1 < minWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref, minWidth]);
  return narrower;
}

/** What a keyboard reader is told about a drawing (ChartFrame and the chart views' SVGs). */
export const KEYBOARD_HINT = 'Use the arrow keys to read each value.';

/**
 * A chart with a title, an optional description, its drawing and its data as a table. The drawing
 * is one focusable element (the chart library's keyboard layer: the arrow keys move its tooltip
 * from value to value); its figures are also a table behind a disclosure, which screen readers
 * and keyboards reach like any text.
 */
export function ChartFrame<Row>({
  title,
  description,
  table,
  showTable = false,
  headingLevel = 3,
  height,
  minWidth,
  legend,
  className,
  children,
}: ChartFrameProps<Row>) {
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // The hint is for a drawing that does scroll: not said where the screen is wide enough after all.
  const scrolls = useNarrowerThan(scroller, minWidth);
  const descriptionId = useId();
  const Heading = `h${headingLevel}` as const;
  const drawing = (
    <div className="sl-chart__drawing" style={{ height, minWidth }} data-testid="chart-drawing">
      {children}
    </div>
  );
  const figures = (
    <div className="sl-chart__table-wrap">
      <ChartDataTable caption={table.caption ?? title} columns={table.columns} rows={table.rows} />
    </div>
  );
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
        drawing
      ) : (
        // A drawing wider than the screen scrolls inside a region the keyboard can scroll too
        // (axe scrollable-region-focusable); the hint says so where it is narrower (measured; said
        // where it cannot be measured yet).
        <>
          {scrolls === false ? null : (
            <p className="sl-chart__scroll-hint" aria-hidden="true">
              Scroll sideways to see all of it →
            </p>
          )}
          <div ref={scroller} className="sl-chart__scroller" tabIndex={0} role="group" aria-label={`${title} (scrolls sideways)`}>
            {drawing}
          </div>
        </>
      )}
      {legend}
      {showTable ? (
        figures
      ) : (
        <details className="sl-chart__details">
          <summary>Show the figures as a table</summary>
          {figures}
        </details>
      )}
    </figure>
  );
}
