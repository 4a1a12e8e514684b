// Shares as the admin panel prints them: percent with two decimals (docs/product.md §3 and §9).
import { percent as enginePercent } from '@scoreline/engine';

export function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** 100 · part / whole (the engine's percent) with two decimals; 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return round2(enginePercent(part, whole));
}

/** A share 0-1 (the engine's scores) as a percent with two decimals; null (nothing judged) stays null. */
export function shareAsPercent(share: number | null): number | null {
  return share === null ? null : percent(share, 1);
}
