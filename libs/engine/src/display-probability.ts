// docs/product.md §5, "Probability display": the one rule every screen uses to print a probability.
// Pure and dependency-free because the browser remotes import it.

/** Removes floating-point noise such as 0.07 * 100 = 7.000000000000001 so that the
 * boundaries (1 % and 99 %) are judged on the percent the user would read, not on noise. */
function toPercent(p: number): number {
  return Math.round(p * 100 * 1e9) / 1e9;
}

/**
 * Formats a probability (a fraction 0-1) as the percent text shown to users, without the '%' sign.
 * - null, undefined or not a number → '0'
 * - above 0 and under 1 percent → '<1' (a real chance is never shown as 0)
 * - over 99 and under 100 percent → '>99' (a non-certainty is never shown as 100)
 * - otherwise the percent rounded half up, e.g. 0.4567 → '46'
 * Values outside 0-1 are clamped first: they can only come from rounding noise upstream.
 */
export function displayProbability(p: number | null | undefined): string {
  if (p == null || Number.isNaN(p)) return '0';
  const clamped = Math.min(1, Math.max(0, p));
  const percent = toPercent(clamped);
  // The outer tests use the unsnapped value so that 1e-12 still reads '<1' and 1 - 1e-12 '>99'.
  if (clamped > 0 && percent < 1) return '<1';
  if (clamped < 1 && percent > 99) return '>99';
  return String(Math.round(percent));
}
