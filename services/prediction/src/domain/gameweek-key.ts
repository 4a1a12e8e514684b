// A gameweek's key (`<season>:<gameweek>`): the `_id` of its predictions, accuracy and track-record
// documents, and how runs match a prediction to its gameweek.
export function gameweekKey(season: string, gameweek: number): string {
  return `${season}:${gameweek}`;
}
