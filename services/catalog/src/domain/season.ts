// A season is named two ways: the admin panel and the refresh route use its starting year (2024),
// the data sources and documents use the label "2024-25". Both are derived from one integer so they
// can never disagree.
import { SEASON_START_YEARS } from '@scoreline/contracts';

export interface Season {
  /** Starting year, e.g. 2024 for 2024-25. */
  readonly year: number;
  /** Label used by openfootball folders and stored on fixtures, e.g. "2024-25". */
  readonly label: string;
}

/** The first league season (1888-89) and the last one a four-digit label can name. */
const SEASON_YEAR_MIN = 1888;
const SEASON_YEAR_MAX = 9998;

export function seasonFromYear(year: number): Season {
  if (!Number.isInteger(year) || year < SEASON_YEAR_MIN || year > SEASON_YEAR_MAX) {
    throw new RangeError(`not a season starting year: ${year}`);
  }
  const next = String((year + 1) % 100).padStart(2, '0');
  return { year, label: `${year}-${next}` };
}

const labelPattern = /^(\d{4})-(\d{2})$/;

/** Parses "2024-25"; returns null for anything that is not a consecutive-years label. */
export function seasonFromLabel(label: string): Season | null {
  const match = labelPattern.exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < SEASON_YEAR_MIN || year > SEASON_YEAR_MAX) return null;
  const season = seasonFromYear(year);
  return season.label === label ? season : null;
}

/** The seasons this deployment ingests, oldest first (docs/product.md §9: 2022 … 2025, plus the live 2026-27). */
export const DEFAULT_SEASON_YEARS: readonly number[] = SEASON_START_YEARS;

/**
 * The history before the product's seasons, 2010-11 … 2021-22: ingested from the embedded snapshot on
 * first start so that the models fit on sixteen seasons, never listed, refreshed or sold (docs/product.md,
 * "Where we differ").
 */
export const DEFAULT_HISTORY_SEASON_YEARS: readonly number[] = Array.from({ length: 12 }, (_, i) => 2010 + i);
