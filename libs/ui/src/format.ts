// How the site prints a share, written once for every remote: accuracy and other 0-100 figures with
// a fixed number of decimals, and 0-1 probabilities as whole percentages. Its own entry
// (@scoreline/ui/format) loads no stylesheet and no React.

/** A 0-100 figure with `digits` decimals and a % sign (53.2%); '—' when there is none. */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value == null ? '—' : `${value.toFixed(digits)}%`;
}

/** A 0-1 share as a whole percentage (0.532 → 53%); '—' when there is none. */
export function formatShare(value: number | null | undefined): string {
  return value == null ? '—' : `${Math.round(value * 100)}%`;
}
