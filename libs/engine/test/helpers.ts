// Small builders for hand-made histories, so tests read as lists of results.
import type { MatchFixture } from '../src/index.ts';

let counter = 0;

/** 'A 2-1 B' (played) or 'A v B' (unplayed) at a given day offset from 2030-01-01 and hour. */
export function match(text: string, day: number, options: Partial<MatchFixture> = {}): MatchFixture {
  const played = /^(.+?) (\d+)-(\d+) (.+)$/.exec(text);
  const unplayed = /^(.+?) v (.+)$/.exec(text);
  if (!played && !unplayed) throw new Error(`bad match text: ${text}`);
  const kickoff = new Date(Date.UTC(2030, 0, 1) + day * 86_400_000 + 15 * 3_600_000).toISOString();
  counter++;
  return {
    id: `m${counter}`,
    season: '2030-31',
    gameweek: 1,
    kickoff,
    home_team: played ? (played[1] as string) : (unplayed?.[1] as string),
    away_team: played ? (played[4] as string) : (unplayed?.[2] as string),
    home_goals: played ? Number(played[2]) : null,
    away_goals: played ? Number(played[3]) : null,
    ...options,
  };
}
