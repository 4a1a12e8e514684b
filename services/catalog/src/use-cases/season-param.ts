// The admin API names a season by its starting year ("/api/refresh/season/2024" is 2024-25).
// Something that is not a year is a 400; a year this deployment does not ingest is a 404.
import { AppError } from '@scoreline/service-kit';
import { type Season, seasonFromYear } from '../domain/season.ts';

export function resolveSeasonYear(raw: string, supported: readonly Season[]): Season {
  if (!/^\d{4}$/.test(raw)) {
    throw AppError.badRequest(`Invalid season "${raw.slice(0, 20)}": expected the starting year, e.g. 2024`);
  }
  const season = seasonFromYear(Number(raw));
  if (!supported.some((entry) => entry.year === season.year)) {
    const years = supported.map((entry) => entry.year).join(', ');
    throw AppError.notFound(`Season ${season.year} is not available; seasons: ${years}`);
  }
  return season;
}
