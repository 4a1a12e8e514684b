// Dixon & Coles (1997) low-score correction. Independent Poisson under-predicts 0-0 and 1-1 and
// over-predicts 1-0 and 0-1; τ rescales those four cells and leaves the total mass unchanged:
//   τ(0,0) = 1 − λμρ,  τ(0,1) = 1 + λρ,  τ(1,0) = 1 + μρ,  τ(1,1) = 1 − ρ,  τ = 1 elsewhere
// with λ the home and μ the away rate.

export function dixonColesTau(homeGoals: number, awayGoals: number, lambda: number, mu: number, rho: number): number {
  if (homeGoals === 0 && awayGoals === 0) return 1 - lambda * mu * rho;
  if (homeGoals === 0 && awayGoals === 1) return 1 + lambda * rho;
  if (homeGoals === 1 && awayGoals === 0) return 1 + mu * rho;
  if (homeGoals === 1 && awayGoals === 1) return 1 - rho;
  return 1;
}

/** ρ keeps every corrected cell non-negative: max(−1/λ, −1/μ) ≤ ρ ≤ min(1/(λμ), 1). */
export function validDixonColesRho(rho: number, lambda: number, mu: number): boolean {
  if (!Number.isFinite(rho)) return false;
  return [dixonColesTau(0, 0, lambda, mu, rho), dixonColesTau(0, 1, lambda, mu, rho), dixonColesTau(1, 0, lambda, mu, rho), dixonColesTau(1, 1, lambda, mu, rho)].every(
    (tau) => tau >= 0,
  );
}

/**
 * The nearest ρ that keeps every corrected cell non-negative for these rates. A fit's ρ is valid for
 * the matches it saw; a fixture with more extreme rates (a lopsided match early in the data) could
 * otherwise get a negative 0-1 or 1-0 cell.
 */
export function clampDixonColesRho(rho: number, lambda: number, mu: number): number {
  const low = Math.max(lambda > 0 ? -1 / lambda : -Infinity, mu > 0 ? -1 / mu : -Infinity);
  const high = Math.min(lambda * mu > 0 ? 1 / (lambda * mu) : Infinity, 1);
  return Math.min(high, Math.max(low, rho));
}
