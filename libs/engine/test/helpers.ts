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

/** Deterministic pseudo-random numbers (mulberry32) so synthetic leagues are the same on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(rand: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rand();
  while (p > limit) {
    k++;
    p *= rand();
  }
  return k;
}

/**
 * Seasons of an 8-team double round robin (14 gameweeks of 4 matches, one a week), with fixed
 * team strengths so that the model has something to find. Labels start at 2030-31.
 */
export function syntheticLeague(seasons: number, seed = 7): MatchFixture[] {
  const rand = random(seed);
  const teams = Array.from({ length: 8 }, (_, i) => ({ name: `Team ${i}`, attack: 0.7 + 0.1 * i, defence: 1.3 - 0.08 * i }));
  const fixtures: MatchFixture[] = [];
  for (let s = 0; s < seasons; s++) {
    const season = `${2030 + s}-${String((31 + s) % 100).padStart(2, '0')}`;
    // Circle method: team 0 fixed, the others rotate.
    const order = teams.map((_, i) => i);
    const rounds: [number, number][][] = [];
    for (let r = 0; r < 7; r++) {
      const pairs: [number, number][] = [];
      for (let k = 0; k < 4; k++) pairs.push([order[k] as number, order[7 - k] as number]);
      rounds.push(r % 2 === 0 ? pairs : pairs.map(([a, b]) => [b, a]));
      order.splice(1, 0, order.pop() as number);
    }
    const all = [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]): [number, number] => [b, a]))];
    all.forEach((pairs, gw) => {
      pairs.forEach(([h, a], k) => {
        const home = teams[h] as (typeof teams)[number];
        const away = teams[a] as (typeof teams)[number];
        const day = s * 120 + gw * 7;
        fixtures.push({
          id: `${2030 + s}${String(gw * 4 + k + 1).padStart(3, '0')}`,
          season,
          gameweek: gw + 1,
          kickoff: new Date(Date.UTC(2030, 7, 1) + day * 86_400_000 + k * 3_600_000).toISOString(),
          home_team: home.name,
          away_team: away.name,
          home_goals: poisson(rand, 1.6 * home.attack * away.defence),
          away_goals: poisson(rand, 1.2 * away.attack * home.defence),
        });
      });
    });
  }
  return fixtures;
}
