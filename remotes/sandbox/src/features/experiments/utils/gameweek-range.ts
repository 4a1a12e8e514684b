// The experiment form's gameweek range (docs/product.md §5): four presets, a custom range whose bounds
// keep each other in order, and the match estimate of 10 matches per gameweek.
export const FIRST_GAMEWEEK = 1;
export const LAST_GAMEWEEK = 38;
/** docs/product.md §9: about 10 matches per gameweek (380 fixtures in 38 gameweeks). */
export const MATCHES_PER_GAMEWEEK = 10;

export type PresetId = 'quick' | 'half' | 'full' | 'custom';

export interface GameweekPreset {
  readonly id: PresetId;
  readonly label: string;
  readonly start: number;
  readonly end: number;
}

export const GAMEWEEK_PRESETS: readonly GameweekPreset[] = [
  { id: 'quick', label: 'Quick Test', start: 1, end: 7 },
  { id: 'half', label: 'Half Season', start: 1, end: 20 },
  { id: 'full', label: 'Full Season', start: 1, end: 38 },
  { id: 'custom', label: 'Custom', start: 1, end: 10 },
];

export interface GameweekRange {
  readonly start: number;
  readonly end: number;
}

export const gameweekCount = ({ start, end }: GameweekRange): number => end - start + 1;

export const estimatedMatches = (range: GameweekRange): number => gameweekCount(range) * MATCHES_PER_GAMEWEEK;

/** 'GW1-7 (about 70 matches)'. */
export function presetSummary(preset: GameweekPreset): string {
  return `GW${preset.start}-${preset.end} (about ${estimatedMatches(preset)} matches)`;
}

function clampGameweek(value: number): number {
  if (!Number.isFinite(value)) return FIRST_GAMEWEEK;
  return Math.min(LAST_GAMEWEEK, Math.max(FIRST_GAMEWEEK, Math.round(value)));
}

/** A new start; the end moves up to it if it would fall below. */
export function withStart(range: GameweekRange, start: number): GameweekRange {
  const next = clampGameweek(start);
  return { start: next, end: Math.max(range.end, next) };
}

/** A new end; the start moves down to it if it would rise above. */
export function withEnd(range: GameweekRange, end: number): GameweekRange {
  const next = clampGameweek(end);
  return { start: Math.min(range.start, next), end: next };
}
