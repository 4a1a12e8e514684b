// The Dixon–Coles fit: it recovers the parameters a league was simulated from, and its analytic
// gradient agrees with central finite differences of the objective.
import { describe, expect, it } from 'vitest';
import { fitDixonColes, negativeLogLikelihood, prepareFitData, scoreGrid, type FitMatch } from '../src/index.ts';
import { random } from './helpers.ts';

const TEAMS = 16;
const TRUE = {
  mu: 0.15,
  home: 0.3,
  rho: -0.12,
  // Centred ratings: the ridge fit identifies the model at mean 0.
  attack: Array.from({ length: TEAMS }, (_, i) => 0.5 * (i / (TEAMS - 1) - 0.5)),
  defence: Array.from({ length: TEAMS }, (_, i) => 0.4 * (0.5 - ((i * 7) % TEAMS) / (TEAMS - 1))),
};

/** Draws a score from the Dixon–Coles grid by inverse CDF. */
function drawScore(rand: () => number, lambda: number, nu: number, rho: number): [number, number] {
  const { probabilities } = scoreGrid(lambda, nu, { dixon_coles_rho: rho });
  let u = rand();
  for (let i = 0; i < probabilities.length; i++) {
    const row = probabilities[i] as number[];
    for (let j = 0; j < row.length; j++) {
      u -= row[j] as number;
      if (u <= 0) return [i, j];
    }
  }
  return [0, 0];
}

/** `seasons` double round robins of TEAMS clubs, a match a day. */
function simulate(seasons: number, seed: number): FitMatch[] {
  const rand = random(seed);
  const matches: FitMatch[] = [];
  let day = 0;
  for (let s = 0; s < seasons; s++) {
    for (let h = 0; h < TEAMS; h++) {
      for (let a = 0; a < TEAMS; a++) {
        if (h === a) continue;
        const lambda = Math.exp(TRUE.mu + TRUE.home + (TRUE.attack[h] as number) + (TRUE.defence[a] as number));
        const nu = Math.exp(TRUE.mu + (TRUE.attack[a] as number) + (TRUE.defence[h] as number));
        const [x, y] = drawScore(rand, lambda, nu, TRUE.rho);
        matches.push({
          kickoff: new Date(Date.UTC(2030, 0, 1) + day++ * 86_400_000).toISOString(),
          home_team: `T${h}`,
          away_team: `T${a}`,
          home_goals: x,
          away_goals: y,
        });
      }
    }
  }
  return matches;
}

describe('Dixon–Coles fit', () => {
  const matches = simulate(30, 11); // 7,200 matches
  const fit = fitDixonColes(matches, '2060-01-01T00:00:00Z', { time_decay_per_day: 0, ridge: 0.01 });

  it('converges on every match before the fit date', () => {
    expect(fit.converged).toBe(true);
    expect(fit.matches_used).toBe(matches.length);
  });

  it('recovers the home advantage, the overall rate and ρ', () => {
    expect(fit.home_advantage).toBeCloseTo(TRUE.home, 1);
    expect(Math.abs(fit.mu - TRUE.mu)).toBeLessThan(0.05);
    expect(Math.abs(fit.rho - TRUE.rho)).toBeLessThan(0.06);
  });

  it('recovers every attack and defence rating', () => {
    for (let i = 0; i < TEAMS; i++) {
      expect(Math.abs((fit.attack[`T${i}`] as number) - (TRUE.attack[i] as number))).toBeLessThan(0.1);
      expect(Math.abs((fit.defence[`T${i}`] as number) - (TRUE.defence[i] as number))).toBeLessThan(0.1);
    }
  });

  it('uses only matches that kicked off before the fit date', () => {
    const early = fitDixonColes(matches, matches[500]?.kickoff ?? '', { time_decay_per_day: 0, ridge: 1 });
    expect(early.matches_used).toBe(500);
  });

  it('shrinks a club with no matches to the league average, and a warm start reaches the same optimum', () => {
    const strong = fitDixonColes(matches, '2060-01-01T00:00:00Z', { time_decay_per_day: 0.002, ridge: 2 });
    const warm = fitDixonColes(matches, '2060-01-01T00:00:00Z', { time_decay_per_day: 0.002, ridge: 2, warm_start: fit });
    expect(strong.attack.Unknown).toBeUndefined();
    for (let i = 0; i < TEAMS; i++) expect(warm.attack[`T${i}`]).toBeCloseTo(strong.attack[`T${i}`] as number, 3);
    expect(warm.iterations).toBeLessThanOrEqual(strong.iterations);
  });
});

describe('Dixon–Coles analytic gradient', () => {
  it('agrees with central finite differences at random points', () => {
    const matches = simulate(1, 5);
    const data = prepareFitData(matches, '2060-01-01T00:00:00Z', 0.003);
    const rand = random(99);
    const n = 3 + 2 * data.teams.length;
    for (let trial = 0; trial < 3; trial++) {
      const theta = Float64Array.from({ length: n }, (_, i) => (i === 2 ? -0.1 + 0.1 * rand() : 0.4 * (rand() - 0.5)));
      const gradient = new Float64Array(n);
      negativeLogLikelihood(theta, data, 1.5, gradient);
      const scratch = new Float64Array(n);
      const h = 1e-6;
      for (let i = 0; i < n; i++) {
        const plus = Float64Array.from(theta);
        const minus = Float64Array.from(theta);
        plus[i] = (plus[i] as number) + h;
        minus[i] = (minus[i] as number) - h;
        const numeric = (negativeLogLikelihood(plus, data, 1.5, scratch) - negativeLogLikelihood(minus, data, 1.5, scratch)) / (2 * h);
        expect(Math.abs((gradient[i] as number) - numeric)).toBeLessThan(1e-4 * Math.max(1, Math.abs(numeric)));
      }
    }
  });

  it('is infinite where ρ makes a low-score cell negative', () => {
    const data = prepareFitData(simulate(1, 3), '2060-01-01T00:00:00Z', 0);
    const theta = new Float64Array(3 + 2 * data.teams.length);
    theta[2] = 1.5; // τ(1,1) = 1 − ρ < 0
    expect(negativeLogLikelihood(theta, data, 1, new Float64Array(theta.length))).toBe(Infinity);
  });
});
