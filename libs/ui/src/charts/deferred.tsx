// @scoreline/ui/charts/deferred: a line chart whose frame (title, description, the figures as a
// table) is in the page at once and whose drawing, with the chart library, is loaded only when the
// frame comes near the screen. A public page that draws its chart below the fold (the track
// record) then neither downloads nor runs recharts while it loads: on a phone, evaluating the
// library and drawing ~200 points held the main thread for over a second of the first load. A
// separate entry, like ./charts: this module imports no recharts, only loads it.
import './charts.css';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { LineChartFrame, type LineChartViewProps } from './line-chart-frame.tsx';
import type { LineDrawingProps } from './line-drawing.tsx';

// React.lazy types its component without LineDrawing's row type parameter; this restores it.
const LineDrawing = lazy(() => import('./line-drawing.tsx')) as unknown as <Row extends object>(props: LineDrawingProps<Row>) => ReactNode;

/** How far below (or above) the screen the frame starts its drawing: a scroll's worth ahead. */
export const DRAW_AHEAD_PX = 600;

/** True once the element has come within `aheadPx` of the screen (at once where nothing can tell). */
function useNearScreen(aheadPx: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${aheadPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, aheadPx]);
  return { ref, near };
}

/** LineChartView with its drawing deferred until the frame nears the screen. */
export function DeferredLineChartView<Row extends object>(props: LineChartViewProps<Row>) {
  const { title, data, x, series, yDomain, formatValue } = props;
  const { ref, near } = useNearScreen(DRAW_AHEAD_PX);
  return (
    <LineChartFrame props={props}>
      <div ref={ref} className="sl-chart__deferred" data-drawn={near ? 'yes' : 'no'}>
        {near ? (
          <Suspense fallback={null}>
            <LineDrawing title={title} data={data} x={x} series={series} yDomain={yDomain} formatValue={formatValue} />
          </Suspense>
        ) : null}
      </div>
    </LineChartFrame>
  );
}
