// How the site prints a share, written once for every remote: accuracy and other 0-100 figures with
// a fixed number of decimals, and 0-1 probabilities as whole percentages. Its own entry
// (@scoreline/ui/format) loads no stylesheet and no React.

export interface FormatPercentOptions {
  /** The text when there is no figure; '—' unless a screen words its gaps otherwise. */
  readonly missing?: string;
}

/** A 0-100 figure with `digits` decimals and a % sign (53.2%); '—' (or `missing`) when there is none. */
export function formatPercent(value: number | null | undefined, digits = 1, { missing = '—' }: FormatPercentOptions = {}): string {
  return value == null ? missing : `${value.toFixed(digits)}%`;
}

/** A 0-1 share as a whole percentage (0.532 → 53%); '—' when there is none. */
export function formatShare(value: number | null | undefined): string {
  return value == null ? '—' : `${Math.round(value * 100)}%`;
}
