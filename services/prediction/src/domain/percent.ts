// Shares as the admin panel prints them: percent with two decimals (docs/product.md §3 and §9).
export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** 100 · part / whole with two decimals; 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : round2((100 * part) / whole);
}
