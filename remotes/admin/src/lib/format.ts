// Sample lists as the admin panel prints them. Percentages are @scoreline/ui/format's formatPercent,
// with two decimals for accuracy (docs/product.md §9: accuracy is shown as percentages).

/** docs/product.md §9: sample lists show the first 10. */
export const SAMPLE_SIZE = 10;

export function firstTen<T>(items: readonly T[]): readonly T[] {
  return items.slice(0, SAMPLE_SIZE);
}
