// Time-decayed Dixon–Coles with a ridge penalty (Dixon & Coles 1997; decay as in their section 4.5):
//   log λ_home = μ + home + attack[h] + defence[a]
//   log λ_away = μ + attack[a] + defence[h]
//   P(x, y) = τ(x, y; λ, ν, ρ) · Pois(x; λ) · Pois(y; ν)
// Each past match weighs exp(−ξ · days before the fit date). The ridge term ½·r·Σ(attack² + defence²)
// identifies the model (no sum-to-zero constraint needed) and centres a club with little or no data on
// the league average. μ, home and ρ are not penalised. Maximised with L-BFGS on the analytic gradient.
import { minimizeLbfgs } from './lbfgs.ts';

export interface DixonColesFitOptions {
  /** ξ, per day: a match d days before the fit date weighs exp(−ξ·d). */
  time_decay_per_day: number;
  /** r: the ridge penalty on attack and defence ratings. */
  ridge: number;
  /** A previous fit to start from (warm start); its clubs keep their values, new clubs start at 0. */
  warm_start?: DixonColesFit | null;
  maxIterations?: number;
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
  /** Σw, Σw·x, Σw·y over the pair's matches (x home goals, y away goals). */
  weight: Float64Array;
  homeGoals: Float64Array;
  awayGoals: Float64Array;
  /** Σw over the pair's 0-0, 0-1, 1-0 and 1-1 results: the only ones τ touches. */
  w00: Float64Array;
  w01: Float64Array;
  w10: Float64Array;
  w11: Float64Array;
  /** Matches that entered the sums. */
  matches: number;
}

const DAY_MS = 86_400_000;
/** Matches whose weight falls below this add nothing measurable and are left out. */
const MIN_WEIGHT = 1e-7;

export function prepareFitData(matches: readonly FitMatch[], fittedAt: string, timeDecayPerDay: number): FitData {
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
  const rows: number[][] = []; // [h, a, w, wx, wy, w00, w01, w10, w11]
  let used = 0;
  for (const m of matches) {
    const t = Date.parse(m.kickoff);
    if (!(t < at)) continue;
    const w = Math.exp((-timeDecayPerDay * (at - t)) / DAY_MS);
    if (w < MIN_WEIGHT) continue;
    used++;
    const h = teamIndex(m.home_team);
    const a = teamIndex(m.away_team);
    const key = `${h},${a}`;
    let r = pairs.get(key);
    if (r === undefined) {
      r = rows.length;
      pairs.set(key, r);
      rows.push([h, a, 0, 0, 0, 0, 0, 0, 0]);
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
  return {
    teams,
    home: Int32Array.from(rows, (row) => row[0] as number),
    away: Int32Array.from(rows, (row) => row[1] as number),
    weight: column(2),
    homeGoals: column(3),
    awayGoals: column(4),
    w00: column(5),
    w01: column(6),
    w10: column(7),
    w11: column(8),
    matches: used,
  };
}

// Parameter vector layout: [μ, home, ρ, attack_0 … attack_{T−1}, defence_0 … defence_{T−1}].
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
  gradient.fill(0);
  let value = 0;
  let gMu = 0;
  let gHome = 0;
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
    const logLambda = mu + home + (theta[FIRST_TEAM + h] as number) + (theta[FIRST_TEAM + T + a] as number);
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
    gHome -= dl;
    gRho -= dr;
    gradient[FIRST_TEAM + h] = (gradient[FIRST_TEAM + h] as number) - dl;
    gradient[FIRST_TEAM + T + a] = (gradient[FIRST_TEAM + T + a] as number) - dl;
    gradient[FIRST_TEAM + a] = (gradient[FIRST_TEAM + a] as number) - dn;
    gradient[FIRST_TEAM + T + h] = (gradient[FIRST_TEAM + T + h] as number) - dn;
  }
  gradient[MU] = gMu;
  gradient[HOME] = gHome;
  gradient[RHO] = gRho;
  for (let i = FIRST_TEAM; i < FIRST_TEAM + 2 * T; i++) {
    const v = theta[i] as number;
    value += 0.5 * ridge * v * v;
    gradient[i] = (gradient[i] as number) + ridge * v;
  }
  return value;
}

/** Start point: a previous fit's values where it knew the club, otherwise an average league. */
function startPoint(data: FitData, warm: DixonColesFit | null | undefined): Float64Array {
  const T = data.teams.length;
  const theta = new Float64Array(FIRST_TEAM + 2 * T);
  theta[MU] = warm?.mu ?? Math.log(1.35);
  theta[HOME] = warm?.home_advantage ?? 0.25;
  theta[RHO] = warm?.rho ?? -0.05;
  if (warm) {
    data.teams.forEach((team, i) => {
      theta[FIRST_TEAM + i] = warm.attack[team] ?? 0;
      theta[FIRST_TEAM + T + i] = warm.defence[team] ?? 0;
    });
  }
  return theta;
}

/** Fits the model on the matches that kicked off strictly before `fittedAt`. */
export function fitDixonColes(matches: readonly FitMatch[], fittedAt: string, options: DixonColesFitOptions): DixonColesFit {
  const data = prepareFitData(matches, fittedAt, options.time_decay_per_day);
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
    rho: theta[RHO] as number,
    attack,
    defence,
    matches_used: data.matches,
    iterations: result.iterations,
    converged: result.converged,
  };
}

/** Expected goals of a match under a fit; a club the fit never saw rates 0 (the league average). */
export function dixonColesRates(fit: DixonColesFit, homeTeam: string, awayTeam: string): { home: number; away: number } {
  const ah = fit.attack[homeTeam] ?? 0;
  const dh = fit.defence[homeTeam] ?? 0;
  const aa = fit.attack[awayTeam] ?? 0;
  const da = fit.defence[awayTeam] ?? 0;
  return { home: Math.exp(fit.mu + fit.home_advantage + ah + da), away: Math.exp(fit.mu + aa + dh) };
}
