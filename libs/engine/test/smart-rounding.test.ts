import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_ROUNDING_PARAMETERS, roundingParametersSchema, type RoundingParameters } from '@scoreline/contracts';
import { outcomeOfScore, smartRound, snapDecimal } from '../src/index.ts';

const P = DEFAULT_ROUNDING_PARAMETERS;
const with_ = (over: Partial<RoundingParameters>): RoundingParameters => ({ ...P, ...over });

describe('smartRound: draw_threshold', () => {
  it('predicts a draw when the difference is under the threshold, both sides showing the rounded mean', () => {
    // d = 0.2 < 0.25; mean 1.4 → 2.
    expect(smartRound(1.5, 1.3, P)).toEqual({ predicted_outcome: 'draw', display_home_goals: 2, display_away_goals: 2 });
    // d = 0.2; mean 1.2 → 1.
    expect(smartRound(1.3, 1.1, P)).toEqual({ predicted_outcome: 'draw', display_home_goals: 1, display_away_goals: 1 });
  });

  it('is exclusive at the threshold: a difference of exactly 0.25 is not a draw, even through float noise', () => {
    // 1.13 - 0.88 is 0.2499999999999999 in binary floating point.
    expect(smartRound(1.13, 0.88, P).predicted_outcome).toBe('home_win');
    expect(smartRound(1.5, 1.25, P).predicted_outcome).toBe('home_win');
    expect(smartRound(1.25, 1.5, P).predicted_outcome).toBe('away_win');
    expect(smartRound(1.5, 1.2500001, P).predicted_outcome).toBe('draw');
  });

  it('with threshold 0 predicts a draw only for equal expected goals', () => {
    const p = with_({ draw_threshold: 0 });
    expect(smartRound(1.2, 1.2, p).predicted_outcome).toBe('draw');
    expect(smartRound(1.21, 1.2, p).predicted_outcome).toBe('home_win');
  });
});

describe('smartRound: advantage adjustments', () => {
  it('adds clear_advantage_adjustment to the favourite from clear_advantage_threshold (inclusive)', () => {
    // d = 0.4 (1.2 - 0.8 is 0.3999999999999999 in floating point, still judged as 0.4): clear. Favourite 1.2 + 0.3 = 1.5 → 2; underdog 0.8 → 1.
    expect(smartRound(1.2, 0.8, P)).toEqual({ predicted_outcome: 'home_win', display_home_goals: 2, display_away_goals: 1 });
    // Same for an away favourite.
    expect(smartRound(0.8, 1.2, P)).toEqual({ predicted_outcome: 'away_win', display_home_goals: 1, display_away_goals: 2 });
  });

  it('adds small_advantage_adjustment between the two thresholds', () => {
    // d = 0.3: small. With adjustment 0: 1.3 → 1 and 1.0 → 1 tie, so the underdog drops to 0.
    expect(smartRound(1.3, 1.0, P)).toEqual({ predicted_outcome: 'home_win', display_home_goals: 1, display_away_goals: 0 });
    // With adjustment 0.1: 1.4 → 2, 1.0 → 1.
    expect(smartRound(1.3, 1.0, with_({ small_advantage_adjustment: 0.1 }))).toEqual({
      predicted_outcome: 'home_win',
      display_home_goals: 2,
      display_away_goals: 1,
    });
  });

  it('raises the favourite to 1 when both sides round to 0', () => {
    expect(smartRound(0.6, 0.3, with_({ clear_advantage_adjustment: 0 }))).toEqual({
      predicted_outcome: 'home_win',
      display_home_goals: 1,
      display_away_goals: 0,
    });
  });

  it('uses the clear adjustment below the draw threshold never: draws take precedence', () => {
    const p = with_({ draw_threshold: 0.5, clear_advantage_threshold: 0.3 });
    expect(smartRound(1.4, 1.0, p).predicted_outcome).toBe('draw');
    expect(smartRound(1.6, 1.0, p)).toEqual({ predicted_outcome: 'home_win', display_home_goals: 2, display_away_goals: 1 });
  });
});

describe('smartRound: home bias', () => {
  it('is ignored while disabled', () => {
    expect(smartRound(1.2, 1.4, with_({ home_bias_amount: 0.5 })).predicted_outcome).toBe('draw');
  });

  it('adds home_bias_amount to the home side when enabled, before every other rule', () => {
    // 1.2 + 0.1 = 1.3 v 1.4: draw under 0.25 either way.
    expect(smartRound(1.2, 1.4, with_({ home_bias_enabled: true })).predicted_outcome).toBe('draw');
    // 1.2 + 0.5 = 1.7 v 1.4: d = 0.3 → home win; 1.7 → 2, 1.4 → 2 tie → underdog 1.
    expect(smartRound(1.2, 1.4, with_({ home_bias_enabled: true, home_bias_amount: 0.5 }))).toEqual({
      predicted_outcome: 'home_win',
      display_home_goals: 2,
      display_away_goals: 1,
    });
  });
});

describe('smartRound: properties', () => {
  const goals = fc.double({ min: 0, max: 6, noNaN: true });
  const amount = fc.double({ min: 0, max: 2, noNaN: true });
  const params = fc.record({
    draw_threshold: amount,
    clear_advantage_threshold: amount,
    clear_advantage_adjustment: amount,
    small_advantage_adjustment: amount,
    home_bias_enabled: fc.boolean(),
    home_bias_amount: amount,
  });

  it('never shows a score that contradicts the predicted outcome', () => {
    fc.assert(
      fc.property(goals, goals, params, (h, a, p) => {
        roundingParametersSchema.parse(p);
        const r = smartRound(h, a, p);
        return outcomeOfScore(r.display_home_goals, r.display_away_goals) === r.predicted_outcome && r.display_home_goals >= 0 && r.display_away_goals >= 0;
      }),
      { numRuns: 2000 },
    );
  });

  it('predicts the side with more expected goals (after home bias) unless it calls a draw', () => {
    fc.assert(
      fc.property(goals, goals, params, (h, a, p) => {
        const r = smartRound(h, a, p);
        const d = snapDecimal(h + (p.home_bias_enabled ? p.home_bias_amount : 0) - a);
        if (r.predicted_outcome === 'draw') return Math.abs(d) < p.draw_threshold || d === 0;
        return r.predicted_outcome === (d > 0 ? 'home_win' : 'away_win');
      }),
      { numRuns: 2000 },
    );
  });
});
