/** Accuracy as the sandbox prints it: a 0-100 percentage with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A season start year as the forms label it: 2024 → '2024/25'. */
export function seasonLabel(startYear: number): string {
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}
