// The admin API names a season by its starting year ("/api/refresh/season/2024" is 2024-25).
// Something that is not a year is a 400; a year this deployment does not ingest is a 404.
import { AppError } from '@scoreline/service-kit';
import type { Season } from './season.ts';

export function resolveSeasonYear(raw: string, supported: readonly Season[]): Season {
  if (!/^\d{4}$/.test(raw)) {
    throw AppError.badRequest(`Invalid season "${raw.slice(0, 20)}": expected the starting year, e.g. 2024`);
  }
  // Looked up among the supported seasons before anything else: a four-digit year no season can
  // start in (1800, 9999) is just another season this deployment does not have.
  const season = supported.find((entry) => entry.year === Number(raw));
  if (!season) {
    const years = supported.map((entry) => entry.year).join(', ');
    throw AppError.notFound(`Season ${raw} is not available; seasons: ${years}`);
  }
  return season;
}
