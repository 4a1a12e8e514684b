import { describe, expect, it } from 'vitest';
import { calibration } from '../src/calibration.ts';

const fixture = (
  prob_home_win: number,
  prob_draw: number,
  prob_away_win: number,
  home_goals: number,
  away_goals: number,
) => ({
  prob_home_win,
  prob_draw,
  prob_away_win,
  home_goals,
  away_goals,
});

describe('calibration', () => {
  it('puts each of the three forecasts of a fixture in its probability bin, with the observed frequency', () => {
    const result = calibration([fixture(0.55, 0.25, 0.2, 2, 0), fixture(0.52, 0.28, 0.2, 0, 0)], 10);
    expect(result.fixtures).toBe(2);
    expect(result.forecasts).toBe(6);
    const home = result.bins[5]!;
    expect(home).toMatchObject({ from: 0.5, to: 0.6, count: 2 });
    expect(home.predicted_mean).toBeCloseTo(0.535, 10);
    expect(home.observed_frequency).toBe(0.5);
    // Draw forecasts 0.25 and 0.28 fall in [0.2, 0.3) with the two away forecasts of 0.2: one draw happened.
    expect(result.bins[2]).toMatchObject({ count: 4, observed_frequency: 0.25 });
    expect(result.bins[0]).toMatchObject({ count: 0, predicted_mean: null, observed_frequency: null });
    expect(result.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(6);
  });

  it('puts a probability of exactly 1 in the last bin and reports a perfect forecaster as calibrated', () => {
    const result = calibration([fixture(1, 0, 0, 3, 1)], 4);
    expect(result.bins[3]).toMatchObject({ from: 0.75, to: 1, count: 1, observed_frequency: 1 });
    expect(result.bins[0]).toMatchObject({ count: 2, observed_frequency: 0 });
    expect(result.expected_calibration_error).toBe(0);
  });

  it('measures the gap of an overconfident forecaster', () => {
    // Says 90 % home every time; home wins half the time.
    const result = calibration([fixture(0.9, 0.05, 0.05, 1, 0), fixture(0.9, 0.05, 0.05, 0, 1)], 10);
    expect(result.bins[9]).toMatchObject({ count: 2, observed_frequency: 0.5 });
    expect(result.expected_calibration_error).toBeGreaterThan(0.1);
  });

  it('answers empty bins and no error for no fixtures, and refuses a bin count that is not a positive integer', () => {
    expect(calibration([], 5)).toEqual({
      fixtures: 0,
      forecasts: 0,
      bins: [0, 1, 2, 3, 4].map((i) => ({
        from: i / 5,
        to: (i + 1) / 5,
        count: 0,
        predicted_mean: null,
        observed_frequency: null,
      })),
      expected_calibration_error: null,
    });
    expect(() => calibration([], 0)).toThrow(RangeError);
    expect(() => calibration([], 2.5)).toThrow(RangeError);
  });
});
