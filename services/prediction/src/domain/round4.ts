// Probabilities and probability scores (RPS, Brier, log-loss, calibration bins) as the admin
// diagnostics print them: four decimals.

/** x to four decimals; null (nothing to score) stays null. */
export function round4(x: number | null): number | null {
  return x === null ? null : Math.round(x * 1e4) / 1e4;
}
