import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { outcomeOfScore, roundGoals, wholeScore } from '../src/index.ts';

describe('roundGoals (the seed whole-score rule, docs/product.md §5)', () => {
  it('maps null, undefined and NaN to 0', () => {
    expect(roundGoals(null)).toBe(0);
    expect(roundGoals(undefined)).toBe(0);
    expect(roundGoals(Number.NaN)).toBe(0);
  });

  it.each([
    [0, 0],
    [0.7499999, 0],
    [0.75, 1],
    [1.0, 1],
    [1.2499999, 1],
    [1.25, 1],
    [1.3999999, 1],
    [1.4, 2],
    [1.7499999, 2],
    [1.75, 2],
    [2.4999999, 2],
    [2.5, 3],
    [3.49, 3],
    [3.5, 4],
  ])('rounds %f to %i exactly at each boundary', (raw, expected) => {
    expect(roundGoals(raw)).toBe(expected);
  });

  it('judges decimal boundaries reached through float arithmetic as the decimals read', () => {
    // 1.15 - 0.4 is 0.7499999999999999 in floating point; it is 0.75 to anyone reading it.
    expect(1.15 - 0.4).toBeLessThan(0.75);
    expect(roundGoals(1.15 - 0.4)).toBe(1);
    expect(roundGoals(0.7 * 2)).toBe(2);
  });

  it('never decreases as raw goals grow, and stays within one goal of the raw value above 0.75', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        return roundGoals(lo) <= roundGoals(hi) && (lo < 0.75 || Math.abs(roundGoals(lo) - lo) <= 0.6);
      }),
    );
  });
});

describe('wholeScore', () => {
  it('rounds each side alone and reads the outcome off the whole score', () => {
    expect(wholeScore(1.45, 1.3)).toEqual({ predicted_outcome: 'home_win', display_home_goals: 2, display_away_goals: 1 });
    expect(wholeScore(1.3, 1.0)).toEqual({ predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1 });
    expect(wholeScore(0.5, 0.8)).toEqual({ predicted_outcome: 'away_win', display_home_goals: 0, display_away_goals: 1 });
  });

  it('reads outcomes from scores', () => {
    expect(outcomeOfScore(2, 1)).toBe('home_win');
    expect(outcomeOfScore(0, 0)).toBe('draw');
    expect(outcomeOfScore(0, 3)).toBe('away_win');
  });
});
