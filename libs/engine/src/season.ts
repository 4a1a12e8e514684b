// Season labels and gameweek ranges. The product speaks of seasons by their first year (2022 … 2025,
// docs/product.md §5 and §9), the data by label ('2022-23'); both are accepted wherever a season is
// an input.

/** '2024', 2024 or '2024-25' → '2024-25'. Throws on anything else so a typo never selects nothing silently. */
export function seasonLabel(season: string | number): string {
  const text = String(season).trim();
  const full = /^(\d{4})-(\d{2})$/.exec(text);
  if (full) {
    const start = Number(full[1]);
    if ((start + 1) % 100 !== Number(full[2])) throw new Error(`season years must be consecutive: ${text}`);
    return text;
  }
  if (/^\d{4}$/.test(text)) {
    // The four digits as written: '0000' is the label '0000-01', never '0-01'.
    return `${text}-${String((Number(text) + 1) % 100).padStart(2, '0')}`;
  }
  throw new Error(`not a season: ${text} (expected 2024 or 2024-25)`);
}

/** The first year of a season label: '2024-25' → 2024. */
export function seasonStartYear(season: string | number): number {
  return Number(seasonLabel(season).slice(0, 4));
}

/** The three gameweek bands of the production accuracy breakdown (docs/product.md §3). */
export const GAMEWEEK_RANGES = [
  { key: 'early_season_GW1-10', first: 1, last: 10 },
  { key: 'mid_season_GW11-28', first: 11, last: 28 },
  { key: 'late_season_GW29-38', first: 29, last: 38 },
] as const;
export type GameweekRangeKey = (typeof GAMEWEEK_RANGES)[number]['key'];

/** The band a gameweek label falls in; gameweeks outside 1-38 belong to none. */
export function gameweekRange(gameweek: number): GameweekRangeKey | null {
  for (const range of GAMEWEEK_RANGES) {
    if (gameweek >= range.first && gameweek <= range.last) return range.key;
  }
  return null;
}
