// Independent Poisson score model: P(home i, away j) = Pois(i; λh) · Pois(j; λa), optionally with the
// Dixon–Coles correction of the four low scores (low-score-correction.ts).
import { dixonColesTau, validDixonColesRho } from './low-score-correction.ts';

/** Goals per side are counted until the Poisson tail beyond them is below this; the three outcome
 * probabilities are then divided by the mass the grid holds, so they sum to 1 exactly. */
export const POISSON_TAIL = 1e-12;
/** Hard cap on goals per side, reached only for absurd rates (λ over about 25). */
export const MAX_GOALS = 60;

export interface ScoreModelOptions {
  /** Dixon–Coles ρ; 0 (the default) is the plain independent Poisson model. Typical fitted values
   * are slightly negative (about −0.1), which adds probability to 0-0 and 1-1. */
  dixon_coles_rho?: number;
}

/** Poisson probabilities 0…n, with n the first count whose cumulative mass reaches 1 − POISSON_TAIL. */
export function poissonPmf(lambda: number): number[] {
  if (!(lambda >= 0) || !Number.isFinite(lambda)) throw new Error(`Poisson rate must be a finite number ≥ 0, got ${lambda}`);
  let p = Math.exp(-lambda);
  const pmf = [p];
  let cumulative = p;
  for (let k = 1; cumulative < 1 - POISSON_TAIL && k <= MAX_GOALS; k++) {
    p = (p * lambda) / k;
    pmf.push(p);
    cumulative += p;
  }
  return pmf;
}

export interface ScoreGrid {
  /** probabilities[i][j] = P(home scores i, away scores j), renormalised to sum to 1. */
  probabilities: number[][];
  /** The largest home (rows) and away (columns) goal counts the grid holds. */
  max_home_goals: number;
  max_away_goals: number;
}

/** The full score grid: used for the most likely score and for any exact-score question. */
export function scoreGrid(lambdaHome: number, lambdaAway: number, options: ScoreModelOptions = {}): ScoreGrid {
  const ph = poissonPmf(lambdaHome);
  const pa = poissonPmf(lambdaAway);
  const rho = options.dixon_coles_rho ?? 0;
  if (rho !== 0 && !validDixonColesRho(rho, lambdaHome, lambdaAway)) {
    throw new Error(`Dixon–Coles ρ=${rho} gives a negative probability for rates ${lambdaHome}, ${lambdaAway}`);
  }
  let total = 0;
  const probabilities = ph.map((pi, i) =>
    pa.map((pj, j) => {
      const cell = pi * pj * (rho === 0 ? 1 : dixonColesTau(i, j, lambdaHome, lambdaAway, rho));
      total += cell;
      return cell;
    }),
  );
  for (const row of probabilities) for (let j = 0; j < row.length; j++) row[j] = (row[j] ?? 0) / total;
  return { probabilities, max_home_goals: ph.length - 1, max_away_goals: pa.length - 1 };
}

export interface OutcomeProbabilities {
  home_win: number;
  draw: number;
  away_win: number;
}

export interface ScoreProbabilities extends OutcomeProbabilities {
  /** The single most probable exact score (the lower total wins a tie, then the home-win side). */
  most_likely_score: { home: number; away: number; probability: number };
}

/** Outcome probabilities (summing to 1) and the most probable exact score. */
export function scoreProbabilities(lambdaHome: number, lambdaAway: number, options: ScoreModelOptions = {}): ScoreProbabilities {
  const { probabilities } = scoreGrid(lambdaHome, lambdaAway, options);
  let home_win = 0;
  let draw = 0;
  let away_win = 0;
  let best = { home: 0, away: 0, probability: -1 };
  probabilities.forEach((row, i) =>
    row.forEach((p, j) => {
      if (i > j) home_win += p;
      else if (i === j) draw += p;
      else away_win += p;
      if (p > best.probability) best = { home: i, away: j, probability: p };
    }),
  );
  const sum = home_win + draw + away_win;
  return { home_win: home_win / sum, draw: draw / sum, away_win: away_win / sum, most_likely_score: best };
}

/**
 * The three outcome probabilities without building the grid: O(goals) instead of O(goals²), which is
 * what the runners need for thousands of fixtures × weight sets. Same numbers as scoreProbabilities.
 */
export function outcomeProbabilities(lambdaHome: number, lambdaAway: number, options: ScoreModelOptions = {}): OutcomeProbabilities {
  const ph = poissonPmf(lambdaHome);
  const pa = poissonPmf(lambdaAway);
  let draw = 0;
  let home_win = 0;
  let away_win = 0;
  let awayBelow = 0; // P(away < i)
  let homeBelow = 0; // P(home < j)
  const n = Math.max(ph.length, pa.length);
  for (let k = 0; k < n; k++) {
    const pk = ph[k] ?? 0;
    const qk = pa[k] ?? 0;
    home_win += pk * awayBelow;
    away_win += qk * homeBelow;
    draw += pk * qk;
    awayBelow += qk;
    homeBelow += pk;
  }
  const rho = options.dixon_coles_rho ?? 0;
  if (rho !== 0) {
    if (!validDixonColesRho(rho, lambdaHome, lambdaAway)) {
      throw new Error(`Dixon–Coles ρ=${rho} gives a negative probability for rates ${lambdaHome}, ${lambdaAway}`);
    }
    // Only four cells change: 0-0 and 1-1 are draws, 1-0 a home win, 0-1 an away win.
    const p0 = ph[0] ?? 0;
    const p1 = ph[1] ?? 0;
    const q0 = pa[0] ?? 0;
    const q1 = pa[1] ?? 0;
    draw += p0 * q0 * (dixonColesTau(0, 0, lambdaHome, lambdaAway, rho) - 1) + p1 * q1 * (dixonColesTau(1, 1, lambdaHome, lambdaAway, rho) - 1);
    home_win += p1 * q0 * (dixonColesTau(1, 0, lambdaHome, lambdaAway, rho) - 1);
    away_win += p0 * q1 * (dixonColesTau(0, 1, lambdaHome, lambdaAway, rho) - 1);
  }
  const sum = home_win + draw + away_win;
  return { home_win: home_win / sum, draw: draw / sum, away_win: away_win / sum };
}
