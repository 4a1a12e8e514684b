// Time-decayed Dixon–Coles with a ridge penalty (the model of Dixon & Coles 1997, with their exponential
// down-weighting of older matches):
//   log λ_home = μ + home + attack[h] + defence[a]
//   log λ_away = μ + attack[a] + defence[h]
//   P(x, y) = τ(x, y; λ, ν, ρ) · Pois(x; λ) · Pois(y; ν)
// Each past match weighs exp(−ξ · days before the fit date). The ridge term ½·r·Σ(attack² + defence²)
// identifies the model (no sum-to-zero constraint needed) and centres a club with little or no data on
// the league average, or a club new to the league on the promoted prior. μ, home and ρ are not
// penalised. Matches played behind closed doors (2020-21) have a home advantage of their own, so that
// season does not drag down everyone else's. Maximised with L-BFGS on the analytic gradient.
import { minimizeLbfgs } from './lbfgs.ts';

export interface DixonColesFitOptions {
  /** ξ, per day: a match d days before the fit date weighs exp(−ξ·d). */
  time_decay_per_day: number;
  /** r: the ridge penalty on attack and defence ratings. */
  ridge: number;
  /** A previous fit to start from (warm start); its clubs keep their values, new clubs start at their centre. */
  warm_start?: DixonColesFit | null;
  /**
   * Where the ridge centres a club that is new to the league (promoted this season, or about to
   * return): attack and defence on the log scale. Omitted: every club is centred on 0, the average.
   */
  promoted_prior?: PromotedPrior | null;
  maxIterations?: number;
}

/** The ridge's centre for a club new to the league (see `promotedClubs`). */
export interface PromotedPrior {
  attack: number;
  defence: number;
}

/** One played match as the fit reads it. */
export interface FitMatch {
  kickoff: string;
  home_team: string;
  away_team: string;
  home_goals: number;
  away_goals: number;
}

export interface DixonColesFit {
  /** The instant the weights were measured from; only matches before it were used. */
  fitted_at: string;
  mu: number;
  home_advantage: number;
  rho: number;
  /** Ratings on the log scale: attack > 0 scores more, defence > 0 concedes more. */
  attack: Record<string, number>;
  defence: Record<string, number>;
  matches_used: number;
  iterations: number;
  converged: boolean;
  /**
   * Home advantage of the matches played behind closed doors (June 2020 – May 2021, `withoutCrowd`), fitted
   * apart from `home_advantage` so that a season without crowds does not drag down the home advantage of
   * the matches that have them; equal to `home_advantage` when the fit has no such match.
   */
  home_advantage_without_crowd: number;
  /** The rating of a club the fit never saw: by definition new to the league, so the promoted prior (0 without one). */
  promoted_attack: number;
  promoted_defence: number;
}

/**
 * The data the likelihood loop reads, aggregated per (home club, away club) pair: the likelihood of a
 * pair's matches depends on them only through these weighted sums, so a fit costs O(pairs) per
 * evaluation instead of O(matches) (about 1,700 pairs for 6,000 matches of 16 seasons).
 */
export interface FitData {
  teams: string[];
  home: Int32Array;
  away: Int32Array;
  /** 1 for the pairs of matches played without a crowd (`withoutCrowd`); they have their own home advantage. */
  empty: Uint8Array;
  /** Σw, Σw·x, Σw·y over the pair's matches (x home goals, y away goals). */
  weight: Float64Array;
  homeGoals: Float64Array;
  awayGoals: Float64Array;
  /** Σw over the pair's 0-0, 0-1, 1-0 and 1-1 results: the only ones τ touches. */
  w00: Float64Array;
  w01: Float64Array;
  w10: Float64Array;
  w11: Float64Array;
  /** Per club, the ridge's centre of its attack and defence: 0, or the promoted prior for a club new to the league. */
  centreAttack: Float64Array;
  centreDefence: Float64Array;
  /** Matches that entered the sums. */
  matches: number;
}

const DAY_MS = 86_400_000;
/** Matches whose weight falls below this add nothing measurable and are left out. */
const MIN_WEIGHT = 1e-7;

/**
 * Premier League matches were played behind closed doors from the restart of 17 June 2020 until the last
 * two rounds of 2020-21 (crowds of up to 10,000 from 18 May 2021; a few grounds had 2,000 in December
 * 2020). Home advantage all but vanished then, so those matches get a home advantage of their own.
 */
const WITHOUT_CROWD_FROM = Date.parse('2020-06-01T00:00:00Z');
const WITHOUT_CROWD_UNTIL = Date.parse('2021-05-18T00:00:00Z');

/** Whether a kickoff (ms) fell in the period played without crowds. */
export function withoutCrowd(kickoffMs: number): boolean {
  return kickoffMs >= WITHOUT_CROWD_FROM && kickoffMs < WITHOUT_CROWD_UNTIL;
}

/**
 * A Premier League club's matches follow each other within days or weeks; the longest break inside a
 * continuous stay (the 2020 pause, a summer) is about 100 days, while a club that went down is away for
 * at least a year. So a gap above this ends a stay.
 */
const STAY_GAP_DAYS = 150;
/** A club counts as promoted for its first season back: its current stay began less than this long ago. */
const PROMOTED_FOR_DAYS = 330;

/**
 * Clubs that are new to the league at `at`: their current stay began under PROMOTED_FOR_DAYS ago, or
 * their last match is over STAY_GAP_DAYS old (a club about to return: it is in the data only through
 * an earlier stay). Relegated clubs also match the second rule once their gap is long enough; they play
 * no more matches, so their centre does not matter.
 */
export function promotedClubs(matches: readonly FitMatch[], at: number): Set<string> {
  const times = new Map<string, number[]>();
  for (const m of matches) {
    const t = Date.parse(m.kickoff);
    if (!(t < at)) continue;
    for (const team of [m.home_team, m.away_team]) {
      const list = times.get(team);
      if (list) list.push(t);
      else times.set(team, [t]);
    }
  }
  const promoted = new Set<string>();
  const gap = STAY_GAP_DAYS * DAY_MS;
  for (const [team, list] of times) {
    // The walk-forward passes its training set in kickoff order; anything else is sorted first.
    for (let i = 1; i < list.length; i++) {
      if ((list[i] as number) < (list[i - 1] as number)) {
        list.sort((a, b) => a - b);
        break;
      }
    }
    let start = list.length - 1;
    while (start > 0 && (list[start] as number) - (list[start - 1] as number) <= gap) start--;
    const last = list[list.length - 1] as number;
    if (at - last > gap || at - (list[start] as number) < PROMOTED_FOR_DAYS * DAY_MS) promoted.add(team);
  }
  return promoted;
}

export function prepareFitData(matches: readonly FitMatch[], fittedAt: string, timeDecayPerDay: number, prior?: PromotedPrior | null): FitData {
  const at = Date.parse(fittedAt);
  const index = new Map<string, number>();
  const teams: string[] = [];
  const teamIndex = (name: string): number => {
    let i = index.get(name);
    if (i === undefined) {
      i = teams.length;
      index.set(name, i);
      teams.push(name);
    }
    return i;
  };
  const pairs = new Map<string, number>();
  const rows: number[][] = []; // [h, a, w, wx, wy, w00, w01, w10, w11, empty]
  let used = 0;
  for (const m of matches) {
    const t = Date.parse(m.kickoff);
    if (!(t < at)) continue;
    const w = Math.exp((-timeDecayPerDay * (at - t)) / DAY_MS);
    if (w < MIN_WEIGHT) continue;
    used++;
    const h = teamIndex(m.home_team);
    const a = teamIndex(m.away_team);
    const empty = withoutCrowd(t) ? 1 : 0;
    const key = `${h},${a},${empty}`;
    let r = pairs.get(key);
    if (r === undefined) {
      r = rows.length;
      pairs.set(key, r);
      rows.push([h, a, 0, 0, 0, 0, 0, 0, 0, empty]);
    }
    const row = rows[r] as number[];
    const x = m.home_goals;
    const y = m.away_goals;
    row[2] = (row[2] as number) + w;
    row[3] = (row[3] as number) + w * x;
    row[4] = (row[4] as number) + w * y;
    if (x <= 1 && y <= 1) {
      const slot = 5 + 2 * x + y; // 00 → 5, 01 → 6, 10 → 7, 11 → 8
      row[slot] = (row[slot] as number) + w;
    }
  }
  const column = (c: number) => Float64Array.from(rows, (row) => row[c] as number);
  const centreAttack = new Float64Array(teams.length);
  const centreDefence = new Float64Array(teams.length);
  if (prior && (prior.attack !== 0 || prior.defence !== 0)) {
    const promoted = promotedClubs(matches, at);
    teams.forEach((team, i) => {
      if (!promoted.has(team)) return;
      centreAttack[i] = prior.attack;
      centreDefence[i] = prior.defence;
    });
  }
  return {
    teams,
    home: Int32Array.from(rows, (row) => row[0] as number),
    away: Int32Array.from(rows, (row) => row[1] as number),
    empty: Uint8Array.from(rows, (row) => row[9] as number),
    weight: column(2),
    homeGoals: column(3),
    awayGoals: column(4),
    w00: column(5),
    w01: column(6),
    w10: column(7),
    w11: column(8),
    centreAttack,
    centreDefence,
    matches: used,
  };
}

// Parameter vector layout: [μ, home, ρ, attack_0 … attack_{T−1}, defence_0 … defence_{T−1}, home without crowd].
export const MU = 0;
export const HOME = 1;
export const RHO = 2;
export const FIRST_TEAM = 3;

/**
 * Negative penalised log-likelihood (without the constant log x! + log y! terms) and its gradient.
 * Per pair, with W = Σw, X = Σw·x, Y = Σw·y and W₀₀ … W₁₁ the weights of the four low scores:
 *   ll = X·log λ − W·λ + Y·log ν − W·ν + W₀₀·log(1 − λνρ) + W₀₁·log(1 + λρ) + W₁₀·log(1 + νρ) + W₁₁·log(1 − ρ)
 * Returns +∞ where some τ ≤ 0 (with a weight on it), which the line search treats as a step too long.
 */
export function negativeLogLikelihood(theta: Float64Array, data: FitData, ridge: number, gradient: Float64Array): number {
  const T = data.teams.length;
  const mu = theta[MU] as number;
  const home = theta[HOME] as number;
  const rho = theta[RHO] as number;
  const EMPTY = FIRST_TEAM + 2 * T;
  const homeEmpty = theta[EMPTY] as number;
  gradient.fill(0);
  let value = 0;
  let gMu = 0;
  let gHome = 0;
  let gHomeEmpty = 0;
  let gRho = 0;
  const n = data.weight.length;
  for (let k = 0; k < n; k++) {
    const h = data.home[k] as number;
    const a = data.away[k] as number;
    const W = data.weight[k] as number;
    const X = data.homeGoals[k] as number;
    const Y = data.awayGoals[k] as number;
    const w00 = data.w00[k] as number;
    const w01 = data.w01[k] as number;
    const w10 = data.w10[k] as number;
    const w11 = data.w11[k] as number;
    const isEmpty = data.empty[k] === 1;
    const logLambda = mu + (isEmpty ? homeEmpty : home) + (theta[FIRST_TEAM + h] as number) + (theta[FIRST_TEAM + T + a] as number);
    const logNu = mu + (theta[FIRST_TEAM + a] as number) + (theta[FIRST_TEAM + T + h] as number);
    const lambda = Math.exp(logLambda);
    const nu = Math.exp(logNu);
    let ll = X * logLambda - W * lambda + Y * logNu - W * nu;
    // d ll / d log λ, d ll / d log ν and d ll / d ρ
    let dl = X - W * lambda;
    let dn = Y - W * nu;
    let dr = 0;
    if (w00 > 0) {
      const tau = 1 - lambda * nu * rho;
      if (!(tau > 0)) return Infinity;
      ll += w00 * Math.log(tau);
      const q = (w00 * lambda * nu) / tau;
      dl -= q * rho;
      dn -= q * rho;
      dr -= q;
    }
    if (w01 > 0) {
      const tau = 1 + lambda * rho;
      if (!(tau > 0)) return Infinity;
      ll += w01 * Math.log(tau);
      dl += (w01 * lambda * rho) / tau;
      dr += (w01 * lambda) / tau;
    }
    if (w10 > 0) {
      const tau = 1 + nu * rho;
      if (!(tau > 0)) return Infinity;
      ll += w10 * Math.log(tau);
      dn += (w10 * nu * rho) / tau;
      dr += (w10 * nu) / tau;
    }
    if (w11 > 0) {
      const tau = 1 - rho;
      if (!(tau > 0)) return Infinity;
      ll += w11 * Math.log(tau);
      dr -= w11 / tau;
    }
    value -= ll;
    gMu -= dl + dn;
    if (isEmpty) gHomeEmpty -= dl;
    else gHome -= dl;
    gRho -= dr;
    gradient[FIRST_TEAM + h] = (gradient[FIRST_TEAM + h] as number) - dl;
    gradient[FIRST_TEAM + T + a] = (gradient[FIRST_TEAM + T + a] as number) - dl;
    gradient[FIRST_TEAM + a] = (gradient[FIRST_TEAM + a] as number) - dn;
    gradient[FIRST_TEAM + T + h] = (gradient[FIRST_TEAM + T + h] as number) - dn;
  }
  gradient[MU] = gMu;
  gradient[HOME] = gHome;
  gradient[EMPTY] = gHomeEmpty;
  gradient[RHO] = gRho;
  for (let t = 0; t < T; t++) {
    const va = (theta[FIRST_TEAM + t] as number) - (data.centreAttack[t] as number);
    const vd = (theta[FIRST_TEAM + T + t] as number) - (data.centreDefence[t] as number);
    value += 0.5 * ridge * (va * va + vd * vd);
    gradient[FIRST_TEAM + t] = (gradient[FIRST_TEAM + t] as number) + ridge * va;
    gradient[FIRST_TEAM + T + t] = (gradient[FIRST_TEAM + T + t] as number) + ridge * vd;
  }
  return value;
}

/** Start point: a previous fit's values where it knew the club, otherwise an average league. */
function startPoint(data: FitData, warm: DixonColesFit | null | undefined): Float64Array {
  const T = data.teams.length;
  const theta = new Float64Array(FIRST_TEAM + 2 * T + 1);
  theta[MU] = warm?.mu ?? Math.log(1.35);
  theta[HOME] = warm?.home_advantage ?? 0.25;
  // Without a match played behind closed doors in the data its gradient is 0 and it stays here.
  theta[FIRST_TEAM + 2 * T] = warm?.home_advantage_without_crowd ?? (theta[HOME] as number);
  theta[RHO] = warm?.rho ?? -0.05;
  data.teams.forEach((team, i) => {
    theta[FIRST_TEAM + i] = warm?.attack[team] ?? (data.centreAttack[i] as number);
    theta[FIRST_TEAM + T + i] = warm?.defence[team] ?? (data.centreDefence[i] as number);
  });
  return theta;
}

/** Fits the model on the matches that kicked off strictly before `fittedAt`. */
export function fitDixonColes(matches: readonly FitMatch[], fittedAt: string, options: DixonColesFitOptions): DixonColesFit {
  const data = prepareFitData(matches, fittedAt, options.time_decay_per_day, options.promoted_prior);
  return fitPrepared(data, fittedAt, options);
}

function totalWeight(data: FitData): number {
  let sum = 0;
  for (let i = 0; i < data.weight.length; i++) sum += data.weight[i] as number;
  return sum;
}

export function fitPrepared(data: FitData, fittedAt: string, options: DixonColesFitOptions): DixonColesFit {
  if (data.weight.length === 0) throw new Error(`Dixon–Coles: no played match before ${fittedAt}`);
  const T = data.teams.length;
  const result = minimizeLbfgs((theta, gradient) => negativeLogLikelihood(theta, data, options.ridge, gradient), startPoint(data, options.warm_start), {
    maxIterations: options.maxIterations ?? 300,
    // Relative to the total weight: each match contributes O(1) to the gradient, so 1e-5 per unit of
    // weight leaves the ratings within about 1e-4 of the optimum whatever the data's size.
    gradientTolerance: 1e-5 * Math.max(1, totalWeight(data)),
    valueTolerance: 1e-11,
  });
  const theta = result.x;
  const attack: Record<string, number> = {};
  const defence: Record<string, number> = {};
  data.teams.forEach((team, i) => {
    attack[team] = theta[FIRST_TEAM + i] as number;
    defence[team] = theta[FIRST_TEAM + T + i] as number;
  });
  return {
    fitted_at: fittedAt,
    mu: theta[MU] as number,
    home_advantage: theta[HOME] as number,
    home_advantage_without_crowd: data.empty.includes(1) ? (theta[FIRST_TEAM + 2 * T] as number) : (theta[HOME] as number),
    rho: theta[RHO] as number,
    attack,
    defence,
    matches_used: data.matches,
    iterations: result.iterations,
    converged: result.converged,
    promoted_attack: options.promoted_prior?.attack ?? 0,
    promoted_defence: options.promoted_prior?.defence ?? 0,
  };
}

/** Expected goals of a match under a fit; a club the fit never saw is new to the league and rates the promoted prior. */
export function dixonColesRates(fit: DixonColesFit, homeTeam: string, awayTeam: string, kickoff?: string): { home: number; away: number } {
  const home = kickoff !== undefined && withoutCrowd(Date.parse(kickoff)) ? fit.home_advantage_without_crowd : fit.home_advantage;
  const ah = fit.attack[homeTeam] ?? fit.promoted_attack;
  const dh = fit.defence[homeTeam] ?? fit.promoted_defence;
  const aa = fit.attack[awayTeam] ?? fit.promoted_attack;
  const da = fit.defence[awayTeam] ?? fit.promoted_defence;
  return { home: Math.exp(fit.mu + home + ah + da), away: Math.exp(fit.mu + aa + dh) };
}
