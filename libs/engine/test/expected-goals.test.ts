import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_WEIGHTS, type Weights } from '@scoreline/contracts';
import { expectedGoals, type FixtureMetrics } from '../src/index.ts';

const m: FixtureMetrics = { H1: 2, H2: 1, H3: 3, H4: 1.5, A1: 1.2, A2: 0.8, H3_away: 0.5, H4_away: 1.1 };

describe('expectedGoals', () => {
  it('is the weighted mean of each side’s four terms', () => {
    const xg = expectedGoals(m, DEFAULT_WEIGHTS);
    expect(xg.home).toBeCloseTo((0.4 * 2 + 0.2 * 1 + 0.1 * 3 + 0.1 * 1.5) / 0.8, 12);
    expect(xg.away).toBeCloseTo((0.4 * 1.2 + 0.2 * 0.8 + 0.1 * 0.5 + 0.1 * 1.1) / 0.8, 12);
  });

  it('does not depend on the scale of the weights, only their proportions', () => {
    const half = Object.fromEntries(Object.entries(DEFAULT_WEIGHTS).map(([k, v]) => [k, v / 2])) as Weights;
    expect(expectedGoals(m, half).home).toBeCloseTo(expectedGoals(m, DEFAULT_WEIGHTS).home, 12);
    expect(expectedGoals(m, half).away).toBeCloseTo(expectedGoals(m, DEFAULT_WEIGHTS).away, 12);
  });

  it('applies H3 and H4 to the away side’s head-to-head and league terms', () => {
    const onlyH3: Weights = { H1: 0, H2: 0, H3: 1, H4: 0, A1: 0, A2: 0 };
    expect(expectedGoals(m, onlyH3)).toEqual({ home: 3, away: 0.5 });
    const onlyH4: Weights = { H1: 0, H2: 0, H3: 0, H4: 1, A1: 0, A2: 0 };
    expect(expectedGoals(m, onlyH4)).toEqual({ home: 1.5, away: 1.1 });
  });

  it('falls back to the league averages when a side has no weight at all', () => {
    const zero: Weights = { H1: 0, H2: 0, H3: 0, H4: 0, A1: 0, A2: 0 };
    expect(expectedGoals(m, zero)).toEqual({ home: 1.5, away: 1.1 });
    expect(expectedGoals(m, { ...zero, A1: 1 })).toEqual({ home: 1.5, away: 1.2 });
  });

  it('stays between the smallest and largest term of each side (property)', () => {
    const w = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(fc.record({ H1: w, H2: w, H3: w, H4: w, A1: w, A2: w }), (weights) => {
        const xg = expectedGoals(m, weights);
        return xg.home >= 1 - 1e-12 && xg.home <= 3 + 1e-12 && xg.away >= 0.5 - 1e-12 && xg.away <= 1.2 + 1e-12;
      }),
    );
  });
});
