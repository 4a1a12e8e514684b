// Percentages as the admin panel prints them (docs/product.md §9: accuracy is shown as percentages).

/** A 0-100 figure with two decimals and a % sign; '—' when there is none. */
export function percent(value: number | null | undefined): string {
  return value == null ? '—' : `${value.toFixed(2)}%`;
}

/** A 0-1 probability as a whole percentage. */
export function probabilityPercent(value: number | null | undefined): string {
  return value == null ? '—' : `${Math.round(value * 100)}%`;
}

/** docs/product.md §9: sample lists show the first 10. */
export const SAMPLE_SIZE = 10;

export function firstTen<T>(items: readonly T[]): readonly T[] {
  return items.slice(0, SAMPLE_SIZE);
}
