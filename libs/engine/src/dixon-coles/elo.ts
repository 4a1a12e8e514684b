// Elo ratings with a goal-difference multiplier and a home advantage, and an ordered logit that turns
// a rating difference into home / draw / away probabilities. Both are walk-forward: a match's rating
// difference is taken before any match at or after its kickoff updates the ratings.
import { minimizeLbfgs } from './lbfgs.ts';

export interface EloOptions {
  /** K: rating points moved by a one-goal result against expectation. */
  k: number;
  /** Rating points added to the home side when computing the expectation. */
  home_advantage: number;
}

export interface EloMatch {
  kickoff: string;
  season: string;
  home_team: string;
  away_team: string;
  home_goals: number | null;
  away_goals: number | null;
}

const BASE_RATING = 1500;

/** World-football-Elo multiplier: 1 for a margin of 0–1, 1.5 for 2, (11 + margin)/8 from 3. */
export function goalDifferenceMultiplier(margin: number): number {
  const m = Math.abs(margin);
  return m <= 1 ? 1 : m === 2 ? 1.5 : (11 + m) / 8;
}

/**
 * Pre-match rating difference (home + home advantage − away) of every match, in the input's order,
 * which must be kickoff order. A club new to the league starts at the mean rating of the clubs that
 * left it (promoted clubs replace relegated ones), or at the base rating before any club has left.
 */
export function eloDifferences(matches: readonly EloMatch[], options: EloOptions): Float64Array {
  const ratings = new Map<string, number>();
  const seasonTeams = new Map<string, Set<string>>();
  for (const m of matches) {
    let set = seasonTeams.get(m.season);
    if (!set) seasonTeams.set(m.season, (set = new Set()));
    set.add(m.home_team);
    set.add(m.away_team);
  }
  const seasons = [...seasonTeams.keys()].sort();

  const diff = new Float64Array(matches.length);
  let i = 0;
  let currentSeason = '';
  let newcomerRating = BASE_RATING;
  const ratingOf = (team: string): number => ratings.get(team) ?? newcomerRating;
  while (i < matches.length) {
    // Every match sharing a kickoff is rated before any of them updates the ratings.
    let j = i;
    const kickoff = (matches[i] as EloMatch).kickoff;
    while (j < matches.length && (matches[j] as EloMatch).kickoff === kickoff) j++;
    for (let k = i; k < j; k++) {
      const m = matches[k] as EloMatch;
      if (m.season !== currentSeason) {
        currentSeason = m.season;
        const idx = seasons.indexOf(m.season);
        const previous = idx > 0 ? seasonTeams.get(seasons[idx - 1] as string) : undefined;
        const current = seasonTeams.get(m.season) ?? new Set<string>();
        const departed = previous ? [...previous].filter((t) => !current.has(t) && ratings.has(t)) : [];
        newcomerRating = departed.length > 0 ? departed.reduce((s, t) => s + (ratings.get(t) ?? BASE_RATING), 0) / departed.length : BASE_RATING;
        // Clubs returning after years away start as newcomers too: their old rating is stale.
        for (const team of current) if (previous && !previous.has(team)) ratings.delete(team);
      }
      diff[k] = ratingOf(m.home_team) + options.home_advantage - ratingOf(m.away_team);
    }
    for (let k = i; k < j; k++) {
      const m = matches[k] as EloMatch;
      if (m.home_goals == null || m.away_goals == null) continue;
      const rh = ratingOf(m.home_team);
      const ra = ratingOf(m.away_team);
      const expected = 1 / (1 + 10 ** (-(diff[k] as number) / 400));
      const actual = m.home_goals > m.away_goals ? 1 : m.home_goals === m.away_goals ? 0.5 : 0;
      const change = options.k * goalDifferenceMultiplier(m.home_goals - m.away_goals) * (actual - expected);
      ratings.set(m.home_team, rh + change);
      ratings.set(m.away_team, ra - change);
    }
    i = j;
  }
  return diff;
}

/** Ordered logit on z = β · diff / 100: P(away) = σ(c₁ − z), P(away or draw) = σ(c₂ − z). */
export interface OrderedLogit {
  beta: number;
  cut_away: number;
  cut_draw: number;
}

const sigmoid = (t: number) => 1 / (1 + Math.exp(-t));

export function orderedLogitProbabilities(model: OrderedLogit, diff: number): { home: number; draw: number; away: number } {
  const z = (model.beta * diff) / 100;
  const away = sigmoid(model.cut_away - z);
  const notHome = sigmoid(model.cut_draw - z);
  return { home: 1 - notHome, draw: notHome - away, away };
}

/**
 * Maximum-likelihood ordered logit on (difference, outcome) pairs; outcome 0 home, 1 draw, 2 away.
 * Parameterised as (β, c₁, log(c₂ − c₁)) so the cut points stay ordered.
 */
export function fitOrderedLogit(diffs: ArrayLike<number>, outcomes: ArrayLike<number>, warm?: OrderedLogit): OrderedLogit {
  const n = diffs.length;
  const start = new Float64Array([warm?.beta ?? 0.5, warm?.cut_away ?? -0.6, Math.log(Math.max(1e-3, (warm?.cut_draw ?? 0.4) - (warm?.cut_away ?? -0.6)))]);
  const result = minimizeLbfgs(
    (theta, g) => {
      const beta = theta[0] as number;
      const c1 = theta[1] as number;
      const gap = Math.exp(theta[2] as number);
      const c2 = c1 + gap;
      let value = 0;
      let gb = 0;
      let g1 = 0;
      let g2 = 0;
      for (let k = 0; k < n; k++) {
        const d = (diffs[k] as number) / 100;
        const z = beta * d;
        const s1 = sigmoid(c1 - z);
        const s2 = sigmoid(c2 - z);
        const o = outcomes[k] as number;
        // d/dt log σ(t) = 1 − σ(t); d/dt log(1 − σ(t)) = −σ(t)
        if (o === 2) {
          value -= Math.log(s1);
          g1 -= 1 - s1;
          gb += (1 - s1) * d;
        } else if (o === 0) {
          value -= Math.log(1 - s2);
          g2 += s2;
          gb -= s2 * d;
        } else {
          const p = s2 - s1;
          value -= Math.log(p);
          const d1 = s1 * (1 - s1);
          const d2 = s2 * (1 - s2);
          g2 -= d2 / p;
          g1 += d1 / p;
          gb -= (-d2 * d + d1 * d) / p;
        }
      }
      g[0] = gb;
      g[1] = g1 + g2;
      g[2] = g2 * gap;
      return value;
    },
    start,
    { maxIterations: 100, gradientTolerance: 1e-6 },
  );
  const [beta, c1, logGap] = result.x as unknown as [number, number, number];
  return { beta, cut_away: c1, cut_draw: c1 + Math.exp(logGap) };
}
