// Three fixtures worked by hand from a twelve-match history of four teams (A, B, C, D) plus a
// newcomer E. Default windows: a team needs 3 home (or away) matches, the league 10 results.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { predictAll, predictFixture, type Prediction } from '../src/index.ts';
import { match } from './helpers.ts';

const history = [
  match('A 2-0 C', 1),
  match('B 1-1 D', 2),
  match('C 0-1 B', 3),
  match('D 2-2 A', 4),
  match('A 3-1 D', 5),
  match('C 1-2 A', 6),
  match('B 0-0 C', 7),
  match('D 1-3 B', 8),
  match('A 1-1 B', 9),
  match('C 2-0 D', 10),
  match('B 2-1 A', 11),
  match('C 0-1 D', 12),
];
// League after 12 results: home goals 2+1+0+2+3+1+0+1+1+2+2+0 = 15, away goals 0+1+1+2+1+2+0+3+1+0+1+1 = 13.
const H4 = 15 / 12; // 1.25
const H4_away = 13 / 12; // 1.0833…

const AvB = match('A v B', 20);
const EvA = match('E v A', 20);
const AvD = match('A v D', 21);
const all = predictAll([...history, AvB, EvA, AvD]);
const find = (id: string): Prediction => {
  const p = all.find((x) => x.fixture_id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('golden fixture 1: A v B (all metrics measured; a draw)', () => {
  const p = find(AvB.id);

  it('measures each metric from the earlier results', () => {
    // A at home (m1, m5, m9): scored 2, 3, 1; conceded 0, 1, 1.
    // B away (m3, m8, m9): scored 1, 3, 1; conceded 0, 1, 1.
    // Meetings (m9 A 1-1 B, m11 B 2-1 A): A scored 1 and 1, B scored 1 and 2.
    expect(p.metrics.H1).toBeCloseTo(2, 12);
    expect(p.metrics.A2).toBeCloseTo(2 / 3, 12);
    expect(p.metrics.A1).toBeCloseTo(5 / 3, 12);
    expect(p.metrics.H2).toBeCloseTo(2 / 3, 12);
    expect(p.metrics.H3).toBeCloseTo(1, 12);
    expect(p.metrics.H3_away).toBeCloseTo(1.5, 12);
    expect(p.metrics.H4).toBeCloseTo(H4, 12);
    expect(p.metrics.H4_away).toBeCloseTo(H4_away, 12);
    expect(Object.values(p.metric_defaults).some(Boolean)).toBe(false);
    expect(p.metric_samples).toMatchObject({ H1: 3, H2: 3, H3: 2, H4: 12, A1: 3, A2: 3, H3_away: 2 });
  });

  it('weighs them into expected goals', () => {
    // home = (0.4·2 + 0.2·2/3 + 0.1·1 + 0.1·1.25) / 0.8 = 1.158333… / 0.8
    // away = (0.4·5/3 + 0.2·2/3 + 0.1·1.5 + 0.1·13/12) / 0.8 = 1.058333… / 0.8
    expect(p.predicted_home_goals).toBeCloseTo(1.4479166667, 9);
    expect(p.predicted_away_goals).toBeCloseTo(1.3229166667, 9);
  });

  it('gives the Poisson probabilities', () => {
    expect(p.prob_home_win).toBeCloseTo(0.4015743, 6);
    expect(p.prob_draw).toBeCloseTo(0.253771, 6);
    expect(p.prob_away_win).toBeCloseTo(0.3446548, 6);
    expect(p.most_likely_score).toMatchObject({ home: 1, away: 1 });
    expect(p.most_likely_score.probability).toBeCloseTo(0.1199274, 6);
  });

  it('shows a 1-1 draw: the difference 0.125 is under the 0.25 draw threshold, the mean 1.385 rounds to 1', () => {
    expect(p.predicted_outcome).toBe('draw');
    expect([p.display_home_goals, p.display_away_goals]).toEqual([1, 1]);
  });

  it('shows 2-1 under the plain whole-score rule (1.448 ≥ 1.4 → 2, 1.323 → 1)', () => {
    const plain = predictFixture(AvB, history, DEFAULT_WEIGHTS, 'whole_score');
    expect([plain.display_home_goals, plain.display_away_goals, plain.predicted_outcome]).toEqual([2, 1, 'home_win']);
  });

  it('adds probability to 0-0 and 1-1 with Dixon–Coles ρ = −0.1', () => {
    const dc = predictFixture(AvB, history, DEFAULT_WEIGHTS, DEFAULT_ROUNDING_PARAMETERS, { dixon_coles_rho: -0.1 });
    expect(dc.prob_home_win).toBeCloseTo(0.3895816, 6);
    expect(dc.prob_draw).toBeCloseTo(0.2777564, 6);
    expect(dc.prob_away_win).toBeCloseTo(0.332662, 6);
    expect(dc.predicted_home_goals).toBe(p.predicted_home_goals);
  });
});

describe('golden fixture 2: E v A (newcomer E: its metrics and the head-to-head fall back)', () => {
  const p = find(EvA.id);

  it('falls back to the league averages and flags each fallback', () => {
    // E has no match: H1 → league home average, A2 → league away average. No meeting: H3 → home, H3_away → away average.
    // A away (m4, m6, m11): scored 2, 2, 1; conceded 2, 1, 2.
    expect(p.metrics).toMatchObject({ H1: H4, A2: H4_away, H3: H4, H3_away: H4_away });
    expect(p.metrics.A1).toBeCloseTo(5 / 3, 12);
    expect(p.metrics.H2).toBeCloseTo(5 / 3, 12);
    expect(p.metric_defaults).toEqual({ H1: true, H2: false, H3: true, H4: false, A1: false, A2: true, H3_away: true, H4_away: false });
    expect(p.all_metrics_default).toBe(false);
    expect(p.team_metrics_default).toBe(false);
  });

  it('predicts a 1-1 draw from 1.354 v 1.375', () => {
    // home = (0.4·1.25 + 0.2·5/3 + 0.1·1.25 + 0.1·1.25) / 0.8; away = (0.4·5/3 + 0.2·13/12 + 0.1·13/12 + 0.1·13/12) / 0.8
    expect(p.predicted_home_goals).toBeCloseTo(1.3541666667, 9);
    expect(p.predicted_away_goals).toBeCloseTo(1.375, 9);
    expect(p.prob_home_win).toBeCloseTo(0.3669414, 6);
    expect(p.prob_draw).toBeCloseTo(0.256561, 6);
    expect(p.prob_away_win).toBeCloseTo(0.3764976, 6);
    expect([p.predicted_outcome, p.display_home_goals, p.display_away_goals]).toEqual(['draw', 1, 1]);
  });
});

describe('golden fixture 3: A v D (a clear home advantage)', () => {
  const p = find(AvD.id);

  it('measures the head-to-head at either ground', () => {
    // Meetings m4 (D 2-2 A) and m5 (A 3-1 D): A scored 2 and 3, D scored 2 and 1.
    // D away (m2, m5, m10, m12): scored 1, 1, 0, 1; conceded 1, 3, 2, 0.
    expect(p.metrics.H3).toBeCloseTo(2.5, 12);
    expect(p.metrics.H3_away).toBeCloseTo(1.5, 12);
    expect(p.metrics.A1).toBeCloseTo(0.75, 12);
    expect(p.metrics.H2).toBeCloseTo(1.5, 12);
    expect(p.metric_samples).toMatchObject({ A1: 4, H2: 4, H3: 2 });
  });

  it('predicts 2-1: 1.844 v 0.865 is a clear advantage, 1.844 + 0.3 rounds to 2 and 0.865 to 1', () => {
    // home = (0.4·2 + 0.2·1.5 + 0.1·2.5 + 0.1·1.25) / 0.8 = 1.475 / 0.8
    // away = (0.4·0.75 + 0.2·2/3 + 0.1·1.5 + 0.1·13/12) / 0.8 = 0.691666… / 0.8
    expect(p.predicted_home_goals).toBeCloseTo(1.84375, 9);
    expect(p.predicted_away_goals).toBeCloseTo(0.8645833333, 9);
    expect(p.prob_home_win).toBeCloseTo(0.6048241, 6);
    expect(p.prob_draw).toBeCloseTo(0.2235248, 6);
    expect(p.prob_away_win).toBeCloseTo(0.1716512, 6);
    expect(p.most_likely_score).toMatchObject({ home: 1, away: 0 });
    expect(p.most_likely_score.probability).toBeCloseTo(0.1228819, 6);
    expect([p.predicted_outcome, p.display_home_goals, p.display_away_goals]).toEqual(['home_win', 2, 1]);
  });

  it('moves the most likely score from 1-0 to 1-1 under Dixon–Coles ρ = −0.1', () => {
    const dc = predictFixture(AvD, history, DEFAULT_WEIGHTS, DEFAULT_ROUNDING_PARAMETERS, { dixon_coles_rho: -0.1 });
    expect(dc.most_likely_score).toMatchObject({ home: 1, away: 1 });
    expect(dc.most_likely_score.probability).toBeCloseTo(0.1168658, 6);
    expect(dc.prob_home_win).toBeCloseTo(0.5941999, 6);
  });
});

describe('predictFixture', () => {
  it('agrees with predictAll for an upcoming fixture', () => {
    const one = predictFixture(AvD, history);
    expect(one).toEqual(find(AvD.id));
  });

  it('ignores the fixture’s own result and anything at or after its kickoff', () => {
    const played = { ...AvD, home_goals: 5, away_goals: 0 };
    const later = match('A 0-4 D', 30);
    const sameTime = { ...match('B 9-0 C', 21), kickoff: AvD.kickoff };
    expect(predictFixture(played, [...history, played, later, sameTime])).toEqual({ ...find(AvD.id) });
  });
});
