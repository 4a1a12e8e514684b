import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredLineChartView, DRAW_AHEAD_PX } from '../deferred.tsx';
import { SERIES_COLORS } from '../palette.ts';

/** An IntersectionObserver the test moves: `reach()` brings every observed element near the screen. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[] }[] = [];
  class FakeObserver {
    readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, elements: [] };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.elements.push(element);
    }
    disconnect() {
      this.record.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    reach() {
      for (const { callback, elements } of observers) {
        callback(elements.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}

const data = [
  { gameweek: '2025-26 GW1', model: 50, baseline: 40 },
  { gameweek: '2025-26 GW2', model: 55, baseline: 42 },
  { gameweek: '2025-26 GW3', model: 60, baseline: 45 },
];

function renderChart() {
  return render(
    <DeferredLineChartView
      title="Rolling accuracy"
      description="Outcome accuracy over the last six gameweeks."
      data={data}
      x={{ key: 'gameweek', label: 'Gameweek' }}
      series={[
        { key: 'model', label: 'Model' },
        { key: 'baseline', label: 'Always home win' },
      ]}
      yDomain={[0, 100]}
      formatValue={(value) => `${Math.round(value)}%`}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The drawing loads recharts through a dynamic import: the first one transforms the whole library,
// which on a loaded machine takes far longer than waitFor's default second.
const DRAWING_LOADED = { timeout: 20_000 };

describe('DeferredLineChartView', () => {
  it('shows its frame and figures at once, and draws the lines only once the frame nears the screen', async () => {
    const viewport = fakeIntersectionObserver();
    const { container } = renderChart();
    const figure = screen.getByRole('figure', { name: 'Rolling accuracy' });
    expect(figure).toHaveAccessibleDescription('Outcome accuracy over the last six gameweeks.');
    const table = within(figure).getByRole('table', { name: 'Rolling accuracy' });
    expect(within(table).getByRole('cell', { name: '55%' })).toBeInTheDocument();
    expect(container.querySelector('[data-drawn]')).toHaveAttribute('data-drawn', 'no');
    expect(container.querySelectorAll('path.recharts-line-curve')).toHaveLength(0);
    expect(viewport.observers[0]?.options?.rootMargin).toBe(`${DRAW_AHEAD_PX}px 0px`);

    act(() => viewport.reach());
    await waitFor(() => expect(container.querySelectorAll('path.recharts-line-curve')).toHaveLength(2), DRAWING_LOADED);
    const lines = container.querySelectorAll('path.recharts-line-curve');
    expect(lines[0]).toHaveAttribute('stroke', SERIES_COLORS[0]);
    expect(container.querySelector('[data-drawn]')).toHaveAttribute('data-drawn', 'yes');
    // Drawn once: the observer is let go.
    expect(viewport.observers.every((observer) => observer.elements.length === 0)).toBe(true);
  });

  it('draws at once where nothing can tell how near the screen it is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderChart();
    await waitFor(() => expect(container.querySelectorAll('path.recharts-line-curve')).toHaveLength(2), DRAWING_LOADED);
  });
});
