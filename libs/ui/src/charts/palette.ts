// The chart colours, as literal hex values: SVG presentation attributes (stroke, fill) do not read
// CSS custom properties, so these repeat the tokens of styles.css (:root) that they stand for.
export const CHART_COLORS = {
  text: '#e8edf7',
  muted: '#9aa7c2',
  grid: '#26324d',
  surface: '#131c31',
} as const;

/**
 * Series colours in the order a chart assigns them: distinguishable on the dark surface, and each
 * reaching at least 3:1 contrast against it (WCAG 1.4.11 for graphical objects).
 */
export const SERIES_COLORS = ['#22c55e', '#3b82f6', '#f5b70a', '#e879f9', '#f97316', '#2dd4bf'] as const;

export function seriesColor(index: number): string {
  return SERIES_COLORS[index % SERIES_COLORS.length] ?? SERIES_COLORS[0];
}
