// The Dixon–Coles fit: it recovers the parameters a league was simulated from, and its analytic
// gradient agrees with central finite differences of the objective.
import { describe, expect, it } from 'vitest';
import { dixonColesRates, fitDixonColes, negativeLogLikelihood, prepareFitData, promotedClubs, scoreGrid, type FitData, type FitMatch } from '../src/index.ts';
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

/** `seasons` double round robins of TEAMS clubs, a match a day from `start`; `homeAt` gives the home advantage on a day. */
function simulate(seasons: number, seed: number, start = Date.UTC(2030, 0, 1), homeAt: (t: number) => number = () => TRUE.home): FitMatch[] {
  const rand = random(seed);
  const matches: FitMatch[] = [];
  let day = 0;
  for (let s = 0; s < seasons; s++) {
    for (let h = 0; h < TEAMS; h++) {
      for (let a = 0; a < TEAMS; a++) {
        if (h === a) continue;
        const t = start + day++ * 86_400_000;
        const lambda = Math.exp(TRUE.mu + homeAt(t) + (TRUE.attack[h] as number) + (TRUE.defence[a] as number));
        const nu = Math.exp(TRUE.mu + (TRUE.attack[a] as number) + (TRUE.defence[h] as number));
        const [x, y] = drawScore(rand, lambda, nu, TRUE.rho);
        matches.push({
          kickoff: new Date(t).toISOString(),
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
    expectGradientMatches(prepareFitData(simulate(1, 5), '2060-01-01T00:00:00Z', 0.003));
  });

  it('agrees with them too with the promoted prior and matches played without a crowd', () => {
    // One season from January 2020 (its second half is behind closed doors), then a club promoted in 2021.
    const matches = simulate(1, 5, Date.UTC(2020, 0, 1));
    const late = Date.UTC(2021, 7, 14);
    for (let k = 0; k < 6; k++) {
      matches.push({ kickoff: new Date(late + k * 86_400_000).toISOString(), home_team: k % 2 ? 'T1' : 'New', away_team: k % 2 ? 'New' : 'T2', home_goals: k % 3, away_goals: 1 });
    }
    const data = prepareFitData(matches, '2021-09-01T00:00:00Z', 0.003, { attack: -0.1, defence: 0.1 });
    expect(data.empty.includes(1) && data.empty.includes(0)).toBe(true);
    expect(data.centreAttack[data.teams.indexOf('New')]).toBe(-0.1);
    expectGradientMatches(data);
  });

  function expectGradientMatches(data: FitData): void {
    const rand = random(99);
    // μ, home, ρ, the ratings, and the home advantage without a crowd.
    const n = 4 + 2 * data.teams.length;
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
  }

  it('is infinite where ρ makes a low-score cell negative', () => {
    const data = prepareFitData(simulate(1, 3), '2060-01-01T00:00:00Z', 0);
    const theta = new Float64Array(4 + 2 * data.teams.length);
    theta[2] = 1.5; // τ(1,1) = 1 − ρ < 0
    expect(negativeLogLikelihood(theta, data, 1, new Float64Array(theta.length))).toBe(Infinity);
  });
});

describe('Dixon–Coles promoted clubs and matches without a crowd', () => {
  const day = 86_400_000;
  const at = Date.UTC(2031, 11, 1);
  const match = (t: number, home: string, away: string): FitMatch => ({ kickoff: new Date(t).toISOString(), home_team: home, away_team: away, home_goals: 1, away_goals: 0 });

  it('calls a club promoted for its first season back, or while it is away, and no other', () => {
    const matches: FitMatch[] = [];
    // 'Stayer' plays every week of three seasons (summers off); 'Down' until May 2031, 'Up' since
    // August 2031; 'Back' played once in 2029 and is about to return.
    for (let t = Date.UTC(2029, 7, 10); t < at; t += 7 * day) {
      const month = new Date(t).getUTCMonth();
      if (month === 5 || month === 6) continue;
      matches.push(match(t, 'Stayer', t >= Date.UTC(2031, 6, 1) ? 'Up' : 'Down'));
    }
    matches.push(match(Date.UTC(2029, 8, 1), 'Back', 'Stayer'));
    expect([...promotedClubs(matches, at)].sort()).toEqual(['Back', 'Down', 'Up']);
  });

  it('rates a club the fit never saw at the promoted prior', () => {
    const fit = fitDixonColes(simulate(2, 4), '2060-01-01T00:00:00Z', { time_decay_per_day: 0, ridge: 2, promoted_prior: { attack: -0.2, defence: 0.15 } });
    const rates = dixonColesRates(fit, 'Newcomer', 'T3');
    expect(Math.log(rates.home)).toBeCloseTo(fit.mu + fit.home_advantage - 0.2 + (fit.defence.T3 as number), 10);
    expect(Math.log(rates.away)).toBeCloseTo(fit.mu + (fit.attack.T3 as number) + 0.15, 10);
  });

  it('fits the home advantage of matches behind closed doors apart, and uses it only for them', () => {
    // 2,400 matches from March 2019, a match a day; home advantage 0 from June 2020 to May 2021 (350
    // matches), 0.3 otherwise.
    const empty = (t: number) => t >= Date.UTC(2020, 5, 1) && t < Date.UTC(2021, 4, 18);
    const matches = [...simulate(10, 8, Date.UTC(2019, 2, 1), (t) => (empty(t) ? 0 : TRUE.home))];
    const fit = fitDixonColes(matches, '2060-01-01T00:00:00Z', { time_decay_per_day: 0, ridge: 0.01 });
    expect(Math.abs(fit.home_advantage - TRUE.home)).toBeLessThan(0.06);
    expect(Math.abs(fit.home_advantage_without_crowd)).toBeLessThan(0.12);
    const inside = dixonColesRates(fit, 'T1', 'T2', '2020-12-01T15:00:00Z');
    const outside = dixonColesRates(fit, 'T1', 'T2', '2022-12-01T15:00:00Z');
    expect(Math.log(outside.home / inside.home)).toBeCloseTo(fit.home_advantage - fit.home_advantage_without_crowd, 10);
  });
});
