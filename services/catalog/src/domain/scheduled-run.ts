// A scheduled run's natural key: the season and the instant the schedule made it due. Every replica
// that finds the run due derives the same id, so only one of them can insert the run's lease
// (repositories/refresh-lease-repository.ts).
import type { Season } from './season.ts';

export function scheduledRunId(season: Season, dueAt: Date): string {
  return `${season.label}@${dueAt.toISOString()}`;
}
