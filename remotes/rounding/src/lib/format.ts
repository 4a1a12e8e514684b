/** Accuracy as the sandbox prints it: a 0-100 percentage with one decimal. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** A goals amount (threshold or adjustment) with two decimals. */
export function formatGoals(value: number): string {
  return value.toFixed(2);
}
