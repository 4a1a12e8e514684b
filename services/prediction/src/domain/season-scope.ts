// The `?season=` of the diagnostics: a starting year (2025) or a label (2025-26) as everywhere on the
// admin API, `all` for every season, or absent for the current season.
import { seasonLabel } from '@scoreline/engine';

export type SeasonScope = { kind: 'current' } | { kind: 'all' } | { kind: 'season'; season: string };

/** A season scope that is none of those; the routes answer it 422 with this message. */
export class InvalidSeasonScopeError extends Error {
  override readonly name = 'InvalidSeasonScopeError';
}

export function parseSeasonScope(value: unknown): SeasonScope {
  if (value === undefined || value === '') return { kind: 'current' };
  if (typeof value !== 'string') throw new InvalidSeasonScopeError('query.season: expected one value');
  if (value.toLowerCase() === 'all') return { kind: 'all' };
  try {
    return { kind: 'season', season: seasonLabel(value) };
  } catch {
    throw new InvalidSeasonScopeError(`query.season: expected a season such as 2025 or 2025-26, or "all"; got "${value}"`);
  }
}
