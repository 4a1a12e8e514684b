// Public fixture ids are numbers (docs/product.md §5: the /fixture/:fixtureId parameter must parse as
// one), and they must stay the same across refreshes, providers and databases, because the
// prediction service, payments and links in the wild all refer to them.
//
// Within a season each (home, away) pairing occurs exactly once, so the id is built from the season
// and the two clubs, never from a position in a list (a rescheduled or missing match would shift
// every later id):
//
//     fixture_id = season starting year × 1 000 000 + home club number × 1 000 + away club number
//
// e.g. Arsenal (2) v Coventry City (8) in 2026-27 is 2026002008. Club numbers come from the frozen
// registry (clubs.ts, 1 … 499). A club missing from the registry gets 500 + (FNV-1a of its name
// mod 500), so ingestion still works for a newly promoted club; such fixtures have no team ids and
// show up in /api/diagnostics/fixtures until the club is registered. The largest id (9998999999)
// stays far below Number.MAX_SAFE_INTEGER. The document `_id` is the same number as a string.
import { type Club, UNREGISTERED_BASE, slugify } from './clubs.ts';

const CLUB_SLOTS = 1_000;
const SEASON_FACTOR = CLUB_SLOTS * CLUB_SLOTS;

export function clubNumber(club: Club | null, providerName: string): number {
  if (club) return club.number;
  return UNREGISTERED_BASE + (fnv1a(slugify(providerName)) % (CLUB_SLOTS - UNREGISTERED_BASE));
}

export function fixtureId(seasonYear: number, homeNumber: number, awayNumber: number): number {
  return seasonYear * SEASON_FACTOR + homeNumber * CLUB_SLOTS + awayNumber;
}

/** Splits an id back into its parts; null when the number cannot be a fixture id. */
export function parseFixtureId(id: number): { seasonYear: number; home: number; away: number } | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const seasonYear = Math.floor(id / SEASON_FACTOR);
  const home = Math.floor((id % SEASON_FACTOR) / CLUB_SLOTS);
  const away = id % CLUB_SLOTS;
  if (home === 0 || away === 0 || home === away) return null;
  return { seasonYear, home, away };
}

// 32-bit FNV-1a: tiny, stable across Node versions and platforms, good enough spread for a handful
// of unregistered names.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
