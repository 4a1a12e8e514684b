// Percentages as the admin panel prints them (docs/product.md §9: accuracy is shown as percentages).

import { formatPercent } from '@scoreline/ui/format';

/** A 0-100 figure with two decimals and a % sign; '—' when there is none. */
export const percent = (value: number | null | undefined): string => formatPercent(value, 2);

/** docs/product.md §9: sample lists show the first 10. */
export const SAMPLE_SIZE = 10;

export function firstTen<T>(items: readonly T[]): readonly T[] {
  return items.slice(0, SAMPLE_SIZE);
}
