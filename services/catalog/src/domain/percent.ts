// Shares as the diagnostics print them: percent with one decimal (docs/product.md §9).
import { percent as enginePercent } from '@scoreline/engine';

/** 100 · part / whole (the engine's percent) with one decimal; 0 for an empty whole. */
export function percent(part: number, whole: number): number {
  return Math.round(enginePercent(part, whole) * 10) / 10;
}
