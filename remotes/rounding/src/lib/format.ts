/** A goals amount (threshold or adjustment) with two decimals. */
export function formatGoals(value: number): string {
  return value.toFixed(2);
}
